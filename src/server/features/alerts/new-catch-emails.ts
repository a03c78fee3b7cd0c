/**
 * New-catch e-mails: the dispatcher sends what is queued, to confirmed addresses only, at most one
 * per person per hour (a digest when more matched meanwhile), each with a one-click unsubscribe link.
 */
import { alertTexts } from '../../../shared/messages/alert';
import { formatUsd } from '../../../shared/money';
import type { Mailer } from '../../integrations/email/mailer';
import type { Logger } from '../../lib/logger';
import { dueEmails } from './alert-matching';
import type { AlertsRepo } from './alerts.repo';
import { signUnsubscribeToken } from './unsubscribe-token';

/** Whether the person still wants new-catch e-mails. */
export async function emailsEnabled(repo: Pick<AlertsRepo, 'preferences'>, userId: string): Promise<boolean> {
  return (await repo.preferences(userId)).emailsOffAt === null;
}

interface NewCatchEmailsDeps {
  repo: AlertsRepo;
  mailer: Mailer;
  logger: Logger;
  /** The key unsubscribe links are signed with. */
  signingKey: () => Promise<string>;
  siteOrigin: string;
  now: () => Date;
}

export function createNewCatchEmails({
  repo,
  mailer,
  logger,
  signingKey,
  siteOrigin,
  now,
}: NewCatchEmailsDeps) {
  async function sendEmail(userId: string, items: { id: string; catchId: string }[], at: Date) {
    const ids = items.map((item) => item.id);
    const person = await repo.person(userId);
    // Checked again at sending: the address may have changed, e-mails been turned off, or an admin
    // suspended the account, since.
    if (
      !person ||
      person.deletedAt ||
      person.suspendedAt ||
      !person.emailVerifiedAt ||
      !(await emailsEnabled(repo, userId))
    ) {
      await repo.markDeliveries(ids, 'skipped', at);
      return;
    }
    const found = await repo.listingsForMail(items.map((item) => item.catchId));
    if (found.length === 0) {
      await repo.markDeliveries(ids, 'skipped', at);
      return;
    }
    // Marked first: a crash while sending must not mail the same catch twice. Only what this
    // call claimed is sent; a dispatch in another process may have claimed the rest.
    const claimed = new Set(await repo.markDeliveries(ids, 'sent', at));
    const claimedCatches = new Set(items.filter((item) => claimed.has(item.id)).map((item) => item.catchId));
    const listings = found.filter((listing) => claimedCatches.has(listing.id));
    if (listings.length === 0) return;
    const site = siteOrigin;
    const token = signUnsubscribeToken(await signingKey(), userId);
    const oneClick = `${site}/api/alerts/unsubscribe?token=${token}`;
    const page = `${site}/unsubscribe?token=${token}`;
    const lines = listings.map(
      (listing) =>
        `- ${listing.title} (${listing.species}), ${formatUsd(listing.unitPriceCents)}/${listing.unitType}, ` +
        `from ${listing.sellerName}${listing.address ? `, pickup at ${listing.address}` : ''}\n  ${site}/catch/${listing.id}`,
    );
    const [first] = listings;
    const single = listings.length === 1 && first;
    await repo.setLastEmailAt(userId, at);
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
    const pending = await repo.pendingDeliveries();
    // Each waiting person's last e-mail, read before grouping (dueEmails itself does not await).
    const lastEmailAt = new Map<string, Date | null>();
    for (const { userId } of pending) {
      if (!lastEmailAt.has(userId)) lastEmailAt.set(userId, (await repo.preferences(userId)).lastEmailAt);
    }
    const due = dueEmails(pending, (userId) => lastEmailAt.get(userId) ?? null, at);
    for (const { userId, items } of due) {
      try {
        await sendEmail(userId, items, at);
      } catch (error) {
        logger.warn('new-catch e-mail failed', { userId, error });
      }
    }
  }

  const emails = {
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
        emails.dispatch().catch((error: unknown) => logger.error('new-catch dispatch failed', { error }));
      }, 0);
    },
  };
  return emails;
}
