/**
 * A seller's licences (docs/product/traceability.md). The seller records and changes their own; an
 * admin verifies them. A change of expiry is a renewal: it needs verifying again. Once every licence
 * of a type has expired, the seller's listings that need it leave the marketplace; a verified,
 * running licence of that type brings them back. Strangers see only types and valid-until months.
 */

import { listingSpecies } from '../../../shared/catch-options';
import type { LicenceChangeInput, LicenceDto, LicenceInput } from '../../../shared/licence.schema';
import {
  daysBetween,
  type LicenceType,
  licenceLabels,
  licenceMessages,
  licenceNeededFor,
  licenceReminderDays,
  licenceRunsOn,
} from '../../../shared/licence-rules';
import { sellerMessages } from '../../../shared/messages/seller';
import { addDays, localDateOf } from '../../../shared/pickup-slots';
import { AppError } from '../../lib/app-error';
import type { SignedInUser } from '../auth/access';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SellersRepo } from '../sellers/sellers.repo';
import type { LicenceRow, LicencesRepo } from './licences.repo';

interface LicencesDeps {
  repo: LicencesRepo;
  sellers: Pick<SellersRepo, 'findById' | 'findOwnerEmail'>;
  notifications: Pick<NotificationsService, 'notify'>;
  now?: () => Date;
}

function speciesNeeding(type: LicenceType): string[] {
  return listingSpecies.filter((species) => licenceNeededFor(species) === type);
}

export function createLicencesService({
  repo,
  sellers,
  notifications,
  now = () => new Date(),
}: LicencesDeps) {
  const today = () => localDateOf(now());

  function toDto(row: LicenceRow, full: boolean): LicenceDto {
    return {
      id: row.id,
      type: row.type,
      label: licenceLabels[row.type],
      validUntilMonth: row.expiresOn.slice(0, 7),
      expiresOn: full ? row.expiresOn : null,
      agency: full ? row.agency : null,
      number: full ? row.number : null,
      photoUrl: full ? row.photoUrl : null,
      verified: row.verifiedAt !== null,
      expired: !licenceRunsOn(row.expiresOn, today()),
    };
  }

  /** The seller profile, if the caller owns it; anyone else is refused as if it were not there. */
  async function ownSeller(user: SignedInUser, sellerId: string) {
    const profile = await sellers.findById(sellerId);
    if (!profile || profile.userId !== user.id) throw new AppError('NOT_FOUND', sellerMessages.notFound);
    return profile;
  }

  async function ownLicence(user: SignedInUser, sellerId: string, licenceId: string) {
    await ownSeller(user, sellerId);
    const row = await repo.findById(licenceId);
    if (!row || row.crabberId !== sellerId) throw new AppError('NOT_FOUND', licenceMessages.notFound);
    return row;
  }

  /** Brings the seller's listings that need this type off or back on sale, as their licences stand. */
  async function settle(crabberId: string, type: LicenceType): Promise<void> {
    const ofType = (await repo.listForSeller(crabberId)).filter((row) => row.type === type);
    if (ofType.length === 0) return;
    const running = ofType.filter((row) => licenceRunsOn(row.expiresOn, today()));
    if (running.length === 0) await repo.takeOffSale(crabberId, speciesNeeding(type));
    else if (running.some((row) => row.verifiedAt !== null))
      await repo.putBackOnSale(crabberId, speciesNeeding(type));
  }

  async function settleSeller(crabberId: string): Promise<void> {
    for (const type of new Set((await repo.listForSeller(crabberId)).map((row) => row.type)))
      await settle(crabberId, type);
  }

  /** Tells the seller in the app and by e-mail that a licence runs out in `days` days. */
  async function remind(row: LicenceRow, days: number): Promise<void> {
    const profile = await sellers.findById(row.crabberId);
    if (!profile) return;
    const email = await sellers.findOwnerEmail(row.crabberId);
    await notifications.notify({
      userId: profile.userId,
      type: 'licence_expiring',
      title: licenceMessages.expiringTitle(row.type, days),
      message: licenceMessages.expiring(row.type, row.number, row.expiresOn),
      data: { licenceId: row.id, sellerId: row.crabberId },
      ...(email ? { email: { to: email } } : {}),
    });
  }

  return {
    async list(user: SignedInUser, sellerId: string): Promise<LicenceDto[]> {
      const profile = await sellers.findById(sellerId);
      if (!profile) throw new AppError('NOT_FOUND', sellerMessages.notFound);
      const full = profile.userId === user.id || user.role === 'admin';
      const rows = await repo.listForSeller(sellerId);
      if (full) return rows.map((row) => toDto(row, true));
      if (profile.verificationStatus !== 'approved') throw new AppError('NOT_FOUND', sellerMessages.notFound);
      return rows
        .filter((row) => row.verifiedAt !== null && licenceRunsOn(row.expiresOn, today()))
        .map((row) => toDto(row, false));
    },

    async add(user: SignedInUser, sellerId: string, input: LicenceInput): Promise<LicenceDto> {
      await ownSeller(user, sellerId);
      const at = now();
      const row = await repo.insert({ ...input, crabberId: sellerId, createdAt: at, updatedAt: at });
      await settle(sellerId, row.type);
      return toDto(row, true);
    },

    /** Changing the number, type or expiry is a new licence to check: it needs verifying again. */
    async change(
      user: SignedInUser,
      sellerId: string,
      licenceId: string,
      input: LicenceChangeInput,
    ): Promise<LicenceDto> {
      const existing = await ownLicence(user, sellerId, licenceId);
      const renewed =
        (input.expiresOn !== undefined && input.expiresOn !== existing.expiresOn) ||
        (input.number !== undefined && input.number !== existing.number) ||
        (input.type !== undefined && input.type !== existing.type);
      const row = await repo.update(licenceId, {
        ...input,
        ...(renewed
          ? { verifiedAt: null, verifiedBy: null, remindedThirtyAt: null, remindedSevenAt: null }
          : {}),
        updatedAt: now(),
      });
      if (!row) throw new AppError('NOT_FOUND', licenceMessages.notFound);
      await settle(sellerId, existing.type);
      if (row.type !== existing.type) await settle(sellerId, row.type);
      return toDto(row, true);
    },

    async remove(user: SignedInUser, sellerId: string, licenceId: string): Promise<{ id: string }> {
      const existing = await ownLicence(user, sellerId, licenceId);
      await repo.remove(licenceId);
      await settle(sellerId, existing.type);
      return { id: licenceId };
    },

    async verify(admin: SignedInUser, licenceId: string): Promise<LicenceDto> {
      const existing = await repo.findById(licenceId);
      if (!existing) throw new AppError('NOT_FOUND', licenceMessages.notFound);
      const row = await repo.update(licenceId, { verifiedAt: now(), verifiedBy: admin.id, updatedAt: now() });
      if (!row) throw new AppError('NOT_FOUND', licenceMessages.notFound);
      await settle(row.crabberId, row.type);
      return toDto(row, true);
    },

    /**
     * Refuses posting or restocking a species whose licence the seller holds only in expired form.
     * A seller with no licence of that type recorded is not refused here: approval covers them.
     */
    async assertMaySell(crabberId: string, species: string): Promise<void> {
      const type = licenceNeededFor(species);
      if (!type) return;
      const ofType = (await repo.listForSeller(crabberId)).filter((row) => row.type === type);
      if (ofType.length > 0 && !ofType.some((row) => licenceRunsOn(row.expiresOn, today())))
        throw new AppError('FORBIDDEN', licenceMessages.lapsed(type), { reason: 'LICENCE_LAPSED' });
    },

    /**
     * Thirty and seven days before an expiry the seller is told, once each (the timer). The claim
     * is made before the telling, so two sweeps at once send one reminder; a licence first seen
     * inside seven days gets only the seven-day one.
     */
    async remindExpiring(): Promise<void> {
      const from = today();
      for (const row of await repo.dueForReminder(from, addDays(from, licenceReminderDays.thirty))) {
        const days = daysBetween(from, row.expiresOn);
        const which = days <= licenceReminderDays.seven ? 'seven' : 'thirty';
        if ((which === 'seven' ? row.remindedSevenAt : row.remindedThirtyAt) !== null) continue;
        if (await repo.claimReminder(row.id, which, now())) await remind(row, days);
      }
    },

    /** Takes off sale the listings of every seller whose licences of a type have all expired (the timer). */
    async sweepLapsed(): Promise<void> {
      for (const crabberId of await repo.sellersWithLicences()) await settleSeller(crabberId);
    },

    /** One seller's listings as their licences stand (listings a reopened harvest area put back). */
    settleSeller,
  };
}
