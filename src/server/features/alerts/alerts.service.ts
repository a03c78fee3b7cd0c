/**
 * Follows and new-catch alerts (docs/product/alerts.md). A listing that becomes visible in the
 * marketplace reaches its seller's followers and the holders of a matching alert: one in-app
 * notification each at once, and an e-mail queued for the dispatcher, which sends after the
 * posting answered, to confirmed addresses only, at most one per person per hour (a digest when
 * more matched meanwhile), each with a one-click unsubscribe link that needs no sign-in.
 */
import { randomBytes } from 'node:crypto';
import {
  type AlertDto,
  type AlertEmailsDto,
  type AlertsOverviewDto,
  type CreateAlertInput,
  type FollowStateDto,
  MAX_ALERTS_PER_PERSON,
  type UnsubscribeDto,
} from '../../../shared/alert.schema';
import type { SpeciesGroup } from '../../../shared/catalog-filters';
import { alertTexts } from '../../../shared/messages/alert';
import type { Mailer } from '../../integrations/email/mailer';
import type { Geocoder } from '../../integrations/geocoding/geocoder';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SellersRepo } from '../sellers/sellers.repo';
import { recipientsOf } from './alert-matching';
import type { AlertRow, AlertsRepo } from './alerts.repo';
import { createNewCatchEmails, emailsEnabled } from './new-catch-emails';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

interface AlertsDeps {
  repo: AlertsRepo;
  sellers: Pick<SellersRepo, 'findById' | 'isOwnerAway'>;
  geocoder: Pick<Geocoder, 'geocodeAddress'>;
  notifications: Pick<NotificationsService, 'notify'>;
  mailer: Mailer;
  logger: Logger;
  /** LINK_SECRET; without it a random key is made once and kept in the database. */
  linkSecret: string | undefined;
  /** Where e-mailed links point: PUBLIC_URL, else http://localhost:PORT. */
  siteOrigin: string;
  now?: () => Date;
}

function toAlertDto(row: AlertRow): AlertDto {
  return {
    id: row.id,
    speciesGroup: row.speciesGroup as SpeciesGroup,
    prep: row.prep,
    place: row.place,
    lat: row.lat,
    lng: row.lng,
    miles: row.miles,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 'buyer@baycatch.test' → 'b••••@baycatch.test': enough to recognise, not to harvest. */
function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return '••••';
  return `${email.slice(0, 1)}••••${email.slice(at)}`;
}

export function createAlertsService({
  repo,
  sellers,
  geocoder,
  notifications,
  mailer,
  logger,
  linkSecret,
  siteOrigin,
  now = () => new Date(),
}: AlertsDeps) {
  let secret = linkSecret;
  const signingKey = async (): Promise<string> => {
    secret ??= await repo.secret('unsubscribe-links', () => randomBytes(32).toString('base64url'));
    return secret;
  };

  /** The approved, live storefront a follow is about; 404 otherwise, as its storefront. */
  async function storefront(crabberId: string) {
    const profile = await sellers.findById(crabberId);
    if (profile?.verificationStatus !== 'approved' || (await sellers.isOwnerAway(crabberId))) {
      throw new AppError('NOT_FOUND', alertTexts.sellerNotFound);
    }
    return profile;
  }

  async function personOfToken(token: string) {
    const userId = verifyUnsubscribeToken(await signingKey(), token);
    const person = userId ? await repo.person(userId) : undefined;
    if (!person || person.deletedAt) throw new AppError('NOT_FOUND', alertTexts.unsubscribeInvalid);
    return person;
  }

  return {
    async overview(userId: string, emailVerified: boolean): Promise<AlertsOverviewDto> {
      return {
        alerts: (await repo.listAlerts(userId)).map(toAlertDto),
        follows: (await repo.listFollows(userId)).map((row) => ({
          crabberId: row.crabberId,
          displayName: row.displayName,
          pickupLocationAddress: row.pickupLocationAddress,
          followedAt: row.followedAt.toISOString(),
        })),
        emailsEnabled: await emailsEnabled(repo, userId),
        emailVerified,
      };
    },

    async createAlert(userId: string, input: CreateAlertInput): Promise<AlertDto> {
      if ((await repo.countAlerts(userId)) >= MAX_ALERTS_PER_PERSON) {
        throw new AppError('CONFLICT', alertTexts.tooManyAlerts(MAX_ALERTS_PER_PERSON));
      }
      const place = await geocoder.geocodeAddress(input.place);
      if (!place) {
        throw new AppError('BAD_REQUEST', alertTexts.placeUnknown, {
          fieldErrors: { place: [alertTexts.placeUnknown] },
        });
      }
      const row = await repo.insertAlert({
        userId,
        speciesGroup: input.speciesGroup,
        prep: input.prep,
        place: place.formattedAddress,
        lat: place.lat,
        lng: place.lng,
        miles: input.miles,
        createdAt: now(),
      });
      return toAlertDto(row);
    },

    async deleteAlert(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteAlert(userId, id))) throw new AppError('NOT_FOUND', alertTexts.alertNotFound);
    },

    async followState(userId: string, crabberId: string): Promise<FollowStateDto> {
      await storefront(crabberId);
      return { crabberId, following: await repo.isFollowing(userId, crabberId) };
    },

    async follow(userId: string, crabberId: string): Promise<FollowStateDto> {
      const profile = await storefront(crabberId);
      if (profile.userId === userId) throw new AppError('BAD_REQUEST', alertTexts.cannotFollowSelf);
      await repo.follow(userId, crabberId, now());
      return { crabberId, following: true };
    },

    async unfollow(userId: string, crabberId: string): Promise<FollowStateDto> {
      await storefront(crabberId);
      await repo.unfollow(userId, crabberId);
      return { crabberId, following: false };
    },

    async setEmails(userId: string, enabled: boolean): Promise<AlertEmailsDto> {
      await repo.setEmailsOff(userId, enabled ? null : now());
      return { emailsEnabled: enabled };
    },

    /** What the unsubscribe screen shows; a tampered link is a 404 and changes nothing. */
    async unsubscribeInfo(token: string): Promise<UnsubscribeDto> {
      const person = await personOfToken(token);
      return { email: maskEmail(person.email), emailsEnabled: await emailsEnabled(repo, person.id) };
    },

    /** The one click: new-catch e-mails stop for the person (in-app notifications stay). */
    async unsubscribe(token: string): Promise<UnsubscribeDto> {
      const person = await personOfToken(token);
      if (await emailsEnabled(repo, person.id)) await repo.setEmailsOff(person.id, now());
      return { email: maskEmail(person.email), emailsEnabled: false };
    },

    /** The link a person's e-mails carry (for tests and the e-mail itself). */
    async unsubscribeToken(userId: string): Promise<string> {
      return signUnsubscribeToken(await signingKey(), userId);
    },

    /**
     * A listing became visible in the marketplace: everyone it concerns is told in the app now,
     * once, and their e-mail is queued. Returns how many people were told.
     */
    async listingPublished(catchId: string): Promise<number> {
      const listing = await repo.listingForMatch(catchId);
      if (!listing?.isActive || listing.verificationStatus !== 'approved') return 0;
      const people = recipientsOf(
        await repo.followerIds(listing.crabberId),
        await repo.alertsOfGroup(listing.speciesGroup ?? ''),
        { speciesGroup: listing.speciesGroup ?? '', prep: listing.prep, lat: listing.lat, lng: listing.lng },
        listing.sellerUserId,
      );
      let told = 0;
      for (const userId of await repo.notYetTold(catchId, people)) {
        const person = await repo.person(userId);
        if (!person || person.deletedAt || person.suspendedAt) continue;
        const mailable = person.emailVerifiedAt !== null && (await emailsEnabled(repo, userId));
        if (
          !(await repo.insertDelivery({
            userId,
            catchId,
            emailStatus: mailable ? 'pending' : 'skipped',
            createdAt: now(),
          }))
        )
          continue;
        await notifications.notify({
          userId,
          type: 'new_catch',
          title: alertTexts.notificationTitle,
          message: alertTexts.notification(listing.sellerName, listing.title, listing.address),
          data: { catchId, crabberId: listing.crabberId },
        });
        told += 1;
      }
      return told;
    },

    ...createNewCatchEmails({ repo, mailer, logger, signingKey, siteOrigin, now }),
  };
}
