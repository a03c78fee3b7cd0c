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
import { formatUsd } from '../../../shared/money';
import type { Mailer } from '../../integrations/email/mailer';
import type { Geocoder } from '../../integrations/geocoding/geocoder';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SellersRepo } from '../sellers/sellers.repo';
import { dueEmails, recipientsOf } from './alert-matching';
import type { AlertRow, AlertsRepo } from './alerts.repo';
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
  const signingKey = () => {
    secret ??= repo.secret('unsubscribe-links', () => randomBytes(32).toString('base64url'));
    return secret;
  };

  /** The approved, live storefront a follow is about; 404 otherwise, as its storefront. */
  function storefront(crabberId: string) {
    const profile = sellers.findById(crabberId);
    if (profile?.verificationStatus !== 'approved' || sellers.isOwnerAway(crabberId)) {
      throw new AppError('NOT_FOUND', alertTexts.sellerNotFound);
    }
    return profile;
  }

  function personOfToken(token: string) {
    const userId = verifyUnsubscribeToken(signingKey(), token);
    const person = userId ? repo.person(userId) : undefined;
    if (!person || person.deletedAt) throw new AppError('NOT_FOUND', alertTexts.unsubscribeInvalid);
    return person;
  }

  function emailsEnabled(userId: string): boolean {
    return repo.preferences(userId).emailsOffAt === null;
  }

  async function sendEmail(userId: string, items: { id: string; catchId: string }[], at: Date) {
    const ids = items.map((item) => item.id);
    const person = repo.person(userId);
    // Checked again at sending: the address may have changed, e-mails been turned off, or an admin
    // suspended the account, since.
    if (
      !person ||
      person.deletedAt ||
      person.suspendedAt ||
      !person.emailVerifiedAt ||
      !emailsEnabled(userId)
    ) {
      repo.markDeliveries(ids, 'skipped', at);
      return;
    }
    const found = repo.listingsForMail(items.map((item) => item.catchId));
    if (found.length === 0) {
      repo.markDeliveries(ids, 'skipped', at);
      return;
    }
    // Marked first: a crash while sending must not mail the same catch twice. Only what this
    // call claimed is sent; a dispatch in another process may have claimed the rest.
    const claimed = new Set(repo.markDeliveries(ids, 'sent', at));
    const claimedCatches = new Set(items.filter((item) => claimed.has(item.id)).map((item) => item.catchId));
    const listings = found.filter((listing) => claimedCatches.has(listing.id));
    if (listings.length === 0) return;
    const site = siteOrigin;
    const token = signUnsubscribeToken(signingKey(), userId);
    const oneClick = `${site}/api/alerts/unsubscribe?token=${token}`;
    const page = `${site}/unsubscribe?token=${token}`;
    const lines = listings.map(
      (listing) =>
        `- ${listing.title} (${listing.species}), ${formatUsd(listing.unitPriceCents)}/${listing.unitType}, ` +
        `from ${listing.sellerName}${listing.address ? `, pickup at ${listing.address}` : ''}\n  ${site}/catch/${listing.id}`,
    );
    const [first] = listings;
    const single = listings.length === 1 && first;
    repo.setLastEmailAt(userId, at);
    await mailer.send({
      to: person.email,
      subject: single
        ? alertTexts.emailSubject(first.sellerName, first.title)
        : alertTexts.digestSubject(listings.length),
      text: [
        single ? alertTexts.emailIntro : alertTexts.digestIntro(listings.length),
        '',
        ...lines,
        '',
        alertTexts.emailFooter(page, `${site}/alerts`),
        '',
        'BayCatch - fresh from the Chesapeake Bay',
      ].join('\n'),
      headers: {
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }

  let running: Promise<void> | null = null;
  async function dispatchOnce(): Promise<void> {
    const at = now();
    const due = dueEmails(repo.pendingDeliveries(), (userId) => repo.preferences(userId).lastEmailAt, at);
    for (const { userId, items } of due) {
      try {
        await sendEmail(userId, items, at);
      } catch (error) {
        logger.warn('new-catch e-mail failed', { userId, error });
      }
    }
  }

  const service = {
    overview(userId: string, emailVerified: boolean): AlertsOverviewDto {
      return {
        alerts: repo.listAlerts(userId).map(toAlertDto),
        follows: repo.listFollows(userId).map((row) => ({
          crabberId: row.crabberId,
          displayName: row.displayName,
          pickupLocationAddress: row.pickupLocationAddress,
          followedAt: row.followedAt.toISOString(),
        })),
        emailsEnabled: emailsEnabled(userId),
        emailVerified,
      };
    },

    async createAlert(userId: string, input: CreateAlertInput): Promise<AlertDto> {
      if (repo.countAlerts(userId) >= MAX_ALERTS_PER_PERSON) {
        throw new AppError('CONFLICT', alertTexts.tooManyAlerts(MAX_ALERTS_PER_PERSON));
      }
      const place = await geocoder.geocodeAddress(input.place);
      if (!place) {
        throw new AppError('BAD_REQUEST', alertTexts.placeUnknown, {
          fieldErrors: { place: [alertTexts.placeUnknown] },
        });
      }
      const row = repo.insertAlert({
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

    deleteAlert(userId: string, id: string): void {
      if (!repo.deleteAlert(userId, id)) throw new AppError('NOT_FOUND', alertTexts.alertNotFound);
    },

    followState(userId: string, crabberId: string): FollowStateDto {
      storefront(crabberId);
      return { crabberId, following: repo.isFollowing(userId, crabberId) };
    },

    follow(userId: string, crabberId: string): FollowStateDto {
      const profile = storefront(crabberId);
      if (profile.userId === userId) throw new AppError('BAD_REQUEST', alertTexts.cannotFollowSelf);
      repo.follow(userId, crabberId, now());
      return { crabberId, following: true };
    },

    unfollow(userId: string, crabberId: string): FollowStateDto {
      storefront(crabberId);
      repo.unfollow(userId, crabberId);
      return { crabberId, following: false };
    },

    setEmails(userId: string, enabled: boolean): AlertEmailsDto {
      repo.setEmailsOff(userId, enabled ? null : now());
      return { emailsEnabled: enabled };
    },

    /** What the unsubscribe screen shows; a tampered link is a 404 and changes nothing. */
    unsubscribeInfo(token: string): UnsubscribeDto {
      const person = personOfToken(token);
      return { email: maskEmail(person.email), emailsEnabled: emailsEnabled(person.id) };
    },

    /** The one click: new-catch e-mails stop for the person (in-app notifications stay). */
    unsubscribe(token: string): UnsubscribeDto {
      const person = personOfToken(token);
      if (emailsEnabled(person.id)) repo.setEmailsOff(person.id, now());
      return { email: maskEmail(person.email), emailsEnabled: false };
    },

    /** The link a person's e-mails carry (for tests and the e-mail itself). */
    unsubscribeToken(userId: string): string {
      return signUnsubscribeToken(signingKey(), userId);
    },

    /**
     * A listing became visible in the marketplace: everyone it concerns is told in the app now,
     * once, and their e-mail is queued. Returns how many people were told.
     */
    async listingPublished(catchId: string): Promise<number> {
      const listing = repo.listingForMatch(catchId);
      if (!listing?.isActive || listing.verificationStatus !== 'approved') return 0;
      const people = recipientsOf(
        repo.followerIds(listing.crabberId),
        repo.alertsOfGroup(listing.speciesGroup ?? ''),
        { speciesGroup: listing.speciesGroup ?? '', prep: listing.prep, lat: listing.lat, lng: listing.lng },
        listing.sellerUserId,
      );
      let told = 0;
      for (const userId of repo.notYetTold(catchId, people)) {
        const person = repo.person(userId);
        if (!person || person.deletedAt || person.suspendedAt) continue;
        const mailable = person.emailVerifiedAt !== null && emailsEnabled(userId);
        if (
          !repo.insertDelivery({
            userId,
            catchId,
            emailStatus: mailable ? 'pending' : 'skipped',
            createdAt: now(),
          })
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

    /**
     * Sends the queued e-mails that are due. Calls while one runs wait for it and then run again,
     * so nothing queued before the call is left for the next timer.
     */
    async dispatch(): Promise<void> {
      while (running) await running;
      running = dispatchOnce().finally(() => {
        running = null;
      });
      await running;
    },

    /** After a posting answered: dispatch without holding up the caller. */
    kickDispatch(): void {
      setTimeout(() => {
        service.dispatch().catch((error: unknown) => logger.error('new-catch dispatch failed', { error }));
      }, 0);
    },
  };
  return service;
}
