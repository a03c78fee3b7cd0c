/**
 * The rules of new-catch alerts (docs/product/alerts.md), free of the database so they can be
 * tested alone: which alerts a new listing answers, and when a person's queued e-mails go out.
 */
import { type ListingForMatch, NEW_CATCH_EMAIL_INTERVAL_MS } from '../../../shared/alert.schema';
import { haversineMiles } from '../../../shared/geo';

export interface AlertCriteria {
  speciesGroup: string;
  prep: string | null;
  lat: number;
  lng: number;
  miles: number;
}

/**
 * An alert matches a listing of its species group (as the marketplace filter groups it), of its
 * preparation when it names one, picked up within its distance of its place.
 */
export function alertMatches(alert: AlertCriteria, listing: ListingForMatch): boolean {
  if (alert.speciesGroup !== listing.speciesGroup) return false;
  if (alert.prep !== null && alert.prep !== listing.prep) return false;
  if (listing.lat === null || listing.lng === null) return false;
  return haversineMiles(alert, { lat: listing.lat, lng: listing.lng }) <= alert.miles;
}

/**
 * Who is told about a new listing: its seller's followers and the holders of a matching alert,
 * each once, never the seller themself.
 */
export function recipientsOf(
  followerIds: readonly string[],
  alerts: readonly (AlertCriteria & { userId: string })[],
  listing: ListingForMatch,
  sellerUserId: string,
): string[] {
  const people = new Set(followerIds);
  for (const alert of alerts) if (alertMatches(alert, listing)) people.add(alert.userId);
  people.delete(sellerUserId);
  return [...people];
}

/** When a person may next be e-mailed: an hour after the last new-catch e-mail, or now. */
export function nextEmailAt(lastEmailAt: Date | null, now: Date): Date {
  if (!lastEmailAt) return now;
  const next = new Date(lastEmailAt.getTime() + NEW_CATCH_EMAIL_INTERVAL_MS);
  return next > now ? next : now;
}

export interface QueuedItem {
  userId: string;
  catchId: string;
}

/**
 * Groups queued items into the e-mails due now: one per person whose hour is over, carrying all
 * their waiting items (one listing, or a digest of several). People e-mailed within the hour wait.
 */
export function dueEmails<T extends QueuedItem>(
  queued: readonly T[],
  lastEmailAt: (userId: string) => Date | null,
  now: Date,
): { userId: string; items: T[] }[] {
  const byPerson = new Map<string, T[]>();
  for (const item of queued) {
    const items = byPerson.get(item.userId) ?? [];
    items.push(item);
    byPerson.set(item.userId, items);
  }
  return [...byPerson]
    .filter(([userId]) => nextEmailAt(lastEmailAt(userId), now).getTime() <= now.getTime())
    .map(([userId, items]) => ({ userId, items }));
}
