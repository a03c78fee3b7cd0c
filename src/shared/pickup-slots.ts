/**
 * Dated pickups: a listing's weekly windows ("Tuesday 13:00" to "Tuesday 17:00") become concrete
 * slots on the dock's clock (America/New_York), the next occurrences over a two-week horizon. A
 * buyer chooses a slot, and an order keeps its start and end as instants.
 */
import type { PickupWindow } from './availability';
import type { PickupSlotDto } from './catch.dto';
import { catalogMessages } from './messages/catalog';
import {
  BAY_TIME_ZONE,
  formatPickupWindow,
  formatTimeOfDay,
  MINUTES_PER_DAY,
  MINUTES_PER_WEEK,
  parsePickupWindow,
  weekdayOfDate,
} from './pickup-schedule';

export type { PickupSlotDto };

/** How far ahead slots are offered. */
export const SLOT_HORIZON_DAYS = 14;
/**
 * A seller's pickup rules: orders close `orderCutoffHours` before a slot starts (time to pack), and
 * a slot takes at most `slotCapacity` orders (null: no limit).
 */
export interface PickupRules {
  orderCutoffHours: number;
  slotCapacity: number | null;
  /** Dock-local dates the seller closed ahead: no new orders for their pickups. */
  closedDates?: ReadonlySet<string>;
}
export const DEFAULT_PICKUP_RULES: PickupRules = { orderCutoffHours: 2, slotCapacity: null };
/** The most a seller may set: a cut-off of three days, a hundred orders per slot. */
export const MAX_ORDER_CUTOFF_HOURS = 72;
export const MAX_SLOT_CAPACITY = 100;
/** How long after a pickup ends an uncollected cash order waits before it lapses (a day at most). */
export const MAX_NO_SHOW_GRACE_HOURS = 24;

/** A seller profile's pickup rules, with the days they closed. */
export function pickupRulesOf(
  seller: PickupRules,
  closedDates: ReadonlySet<string> = new Set(),
): PickupRules {
  return { orderCutoffHours: seller.orderCutoffHours, slotCapacity: seller.slotCapacity, closedDates };
}

/** How many orders a seller already holds for the slot starting at `start`. */
export type SlotBookings = (start: Date) => number;
const noBookings: SlotBookings = () => 0;

export interface PickupSlot {
  window: PickupWindow;
  /** The dock-local calendar date the slot starts on, 'YYYY-MM-DD'. */
  date: string;
  startsAt: Date;
  endsAt: Date;
}

/** Why a slot cannot be chosen, or 'open'. */
export type SlotState = 'open' | 'closed' | 'dayClosed' | 'full' | 'afterExpiry';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Intl formatters are costly to build: one per purpose and time zone, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(purpose: 'parts' | 'date', timeZone: string): Intl.DateTimeFormat {
  const key = `${purpose}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      'en-US',
      purpose === 'parts'
        ? {
            timeZone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          }
        : { timeZone, weekday: 'short', month: 'short', day: 'numeric' },
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The last minute wallClockMs read: "now" is asked for again and again within a minute (each
 * listing page's slots), and zones' offsets are whole minutes, so one minute reads one wall clock.
 */
let lastWallClock = { timeZone: '', minute: Number.NaN, wall: 0 };

/** The wall clock of `timeZone` at `instant`, as if it were UTC (milliseconds), to the minute. */
function wallClockMs(instant: number, timeZone: string): number {
  const minute = Math.floor(instant / MINUTE_MS);
  if (lastWallClock.minute === minute && lastWallClock.timeZone === timeZone) return lastWallClock.wall;
  const wall = readWallClockMs(instant, timeZone);
  lastWallClock = { timeZone, minute, wall };
  return wall;
}

function readWallClockMs(instant: number, timeZone: string): number {
  const parts = formatterFor('parts', timeZone).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

/** The dock-local calendar date of an instant, 'YYYY-MM-DD'. */
export function localDateOf(instant: Date, timeZone = BAY_TIME_ZONE): string {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/**
 * The instant at which the clocks of `timeZone` read `date` `time`. Across the spring-forward gap
 * the hour that does not exist reads as the hour after; in the autumn's repeated hour, the first.
 */
export function zonedInstant(date: string, time: string, timeZone = BAY_TIME_ZONE): Date {
  const key = `${timeZone} ${date} ${time}`;
  let instant = zonedInstants.get(key);
  if (instant === undefined) {
    instant = zonedInstantMs(date, time, timeZone);
    if (zonedInstants.size >= ZONED_INSTANTS_KEPT) zonedInstants.clear();
    zonedInstants.set(key, instant);
  }
  return new Date(instant);
}

/**
 * zonedInstant's answers: a listing's page works out two weeks of its slots each time it is asked
 * for, and the time-zone arithmetic was most of that page's work; the same few dates and window
 * times come up again and again.
 */
const zonedInstants = new Map<string, number>();
const ZONED_INSTANTS_KEPT = 10_000;

function zonedInstantMs(date: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offsetAt = (instant: number) => wallClockMs(instant, timeZone) - instant;
  const first = wall - offsetAt(wall);
  const second = wall - offsetAt(first);
  // The same unless a clock change lies between: then the reading that exists, or the later one.
  if (first === second) return first;
  return wallClockMs(second, timeZone) === wall ? second : Math.max(first, second);
}

/** The calendar date `days` after `date` ('YYYY-MM-DD'). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instants a dock-local date runs between: [from, to). */
export function dockDay(date: string, timeZone = BAY_TIME_ZONE): { from: Date; to: Date } {
  return {
    from: zonedInstant(date, '00:00', timeZone),
    to: zonedInstant(addDays(date, 1), '00:00', timeZone),
  };
}

/** The slot of `window` starting on `date`, or null when the window is unparseable or not that weekday. */
export function slotOn(window: PickupWindow, date: string, timeZone = BAY_TIME_ZONE): PickupSlot | null {
  const parsed = parsePickupWindow(window);
  if (!parsed || weekdayOfDate(date) !== parsed.startDay) return null;
  const startsAt = zonedInstant(date, parsed.startTime, timeZone);
  const minutes = (parsed.endMinute - parsed.startMinute + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
  if (minutes === 0) return null;
  const startOfDay = parsed.startMinute % MINUTES_PER_DAY;
  const endDate = addDays(date, Math.floor((startOfDay + minutes) / MINUTES_PER_DAY));
  const endsAt = zonedInstant(endDate, parsed.endTime, timeZone);
  return { window: { start: window.start, end: window.end }, date, startsAt, endsAt };
}

/** Every slot of `windows` that has not ended by `now`, starting within the horizon, soonest first. */
export function upcomingSlots(
  windows: readonly PickupWindow[],
  now: Date,
  { horizonDays = SLOT_HORIZON_DAYS, timeZone = BAY_TIME_ZONE } = {},
): PickupSlot[] {
  const today = localDateOf(now, timeZone);
  const slots: PickupSlot[] = [];
  // From yesterday, so a window that started yesterday evening and runs past midnight is still seen.
  for (let day = -1; day < horizonDays; day++) {
    const date = addDays(today, day);
    for (const window of windows) {
      const slot = slotOn(window, date, timeZone);
      if (slot && slot.endsAt > now) slots.push(slot);
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/**
 * Open until the seller's cut-off before its start, while it has room, and only if it ends before
 * the listing expires.
 */
export function slotState(
  slot: PickupSlot,
  listingExpiresAt: Date,
  now: Date,
  rules: PickupRules = DEFAULT_PICKUP_RULES,
  booked = 0,
): SlotState {
  if (slot.endsAt > listingExpiresAt) return 'afterExpiry';
  if (rules.closedDates?.has(slot.date)) return 'dayClosed';
  if (now.getTime() > slot.startsAt.getTime() - rules.orderCutoffHours * 60 * MINUTE_MS) return 'closed';
  if (rules.slotCapacity !== null && booked >= rules.slotCapacity) return 'full';
  return 'open';
}

/** The first slot of `window` still open for a listing: for a caller that named only the weekly window. */
export function nextOpenSlot(
  window: PickupWindow,
  listingExpiresAt: Date,
  now: Date,
  rules: PickupRules = DEFAULT_PICKUP_RULES,
  bookings: SlotBookings = noBookings,
): PickupSlot | null {
  return (
    upcomingSlots([window], now).find(
      (slot) => slotState(slot, listingExpiresAt, now, rules, bookings(slot.startsAt)) === 'open',
    ) ?? null
  );
}

function clockOf(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(11, 16);
}

/**
 * 'Tue Nov 24, 1:00-5:00 PM'; 'Tue Nov 24, 11:00 AM-1:00 PM' across noon; the end's date too when
 * the slot runs past midnight. Always on the dock's clock, wherever the screen is.
 */
export function formatSlot(
  slot: { startsAt: Date | string; endsAt: Date | string },
  timeZone = BAY_TIME_ZONE,
): string {
  const startsAt = new Date(slot.startsAt);
  const endsAt = new Date(slot.endsAt);
  const day = formatterFor('date', timeZone).format(startsAt).replace(',', '');
  const start = formatTimeOfDay(clockOf(startsAt, timeZone));
  const end = formatTimeOfDay(clockOf(endsAt, timeZone));
  if (localDateOf(startsAt, timeZone) !== localDateOf(endsAt, timeZone)) {
    const endDay = formatterFor('date', timeZone).format(endsAt).replace(',', '');
    return `${day}, ${start} - ${endDay}, ${end}`;
  }
  const [startClock, startHalf] = start.split(' ');
  return startHalf === end.split(' ')[1] ? `${day}, ${startClock}-${end}` : `${day}, ${start}-${end}`;
}

/**
 * What screens and e-mails say for a pickup: the dated slot, or the weekly window of a cart line or
 * order from before dated pickups (or one placed without a date).
 */
export function pickupTimeText(
  window: PickupWindow,
  startsAt: Date | string | null,
  endsAt: Date | string | null,
): string {
  if (startsAt && endsAt) return formatSlot({ startsAt, endsAt });
  return formatPickupWindow(window) ?? catalogMessages.contactForPickupTime;
}

/**
 * The slots a catch offers now: every upcoming one within the horizon, closed or full ones marked
 * with why, none that ends after the catch expires.
 */
export function offeredSlots(
  windows: readonly PickupWindow[],
  expiresAt: Date,
  now: Date,
  rules: PickupRules = DEFAULT_PICKUP_RULES,
  bookings: SlotBookings = noBookings,
): PickupSlotDto[] {
  return upcomingSlots(windows, now).flatMap((slot): PickupSlotDto[] => {
    const booked = bookings(slot.startsAt);
    const state = slotState(slot, expiresAt, now, rules, booked);
    if (state === 'afterExpiry') return [];
    const dto: PickupSlotDto = {
      start: slot.startsAt.toISOString(),
      end: slot.endsAt.toISOString(),
      window: slot.window,
      date: slot.date,
    };
    if (rules.slotCapacity !== null) dto.remaining = Math.max(0, rules.slotCapacity - booked);
    if (state === 'closed') return [{ ...dto, closed: true, reason: catalogMessages.slotClosed }];
    if (state === 'full') return [{ ...dto, closed: true, reason: catalogMessages.slotFull }];
    if (state === 'dayClosed') return [{ ...dto, closed: true, reason: catalogMessages.dayClosed }];
    return [dto];
  });
}

/**
 * Whether a listing has a dated pickup on the dock-local `date` that a buyer can still choose:
 * the catch page's own rule (offeredSlots: within the horizon, ending before the catch expires,
 * before the seller's cut-off, with room, on a day the seller has not closed). The marketplace's
 * pickup-date filter keeps exactly these listings.
 */
export function hasOpenSlotOn(
  date: string,
  windows: readonly PickupWindow[],
  expiresAt: Date,
  now: Date,
  rules: PickupRules = DEFAULT_PICKUP_RULES,
  bookings: SlotBookings = noBookings,
): boolean {
  return offeredSlots(windows, expiresAt, now, rules, bookings).some(
    (slot) => slot.date === date && !slot.closed,
  );
}

/** Whether any slot can start on `date` seen from `now`: from yesterday (a slot running past midnight) to the horizon. */
export function withinSlotHorizon(date: string, now: Date, timeZone = BAY_TIME_ZONE): boolean {
  const today = localDateOf(now, timeZone);
  return date >= addDays(today, -1) && date < addDays(today, SLOT_HORIZON_DAYS);
}

/**
 * Whether a listing has any pickup window a buyer can be offered. Windows nobody can read (an old
 * free-text entry) are as good as none: the buyer is told to contact the seller.
 */
export function hasPickupWindows(windows: readonly PickupWindow[]): boolean {
  return windows.some((window) => parsePickupWindow(window) !== null);
}
