/**
 * A seller runs the dock day by text (docs/product/text-messages.md): LIST, READY [code],
 * LATE <minutes>, WX then WX YES. Only a seller's own confirmed number is heard, and every command
 * acts on that seller's own orders of today (the Bay's date) through the same services as the
 * dashboard, so each rule and each buyer's notice is the dashboard's. A number that is no seller's
 * is left to the next handler.
 */
import { dockTimeOfDay } from '../../../shared/dock-clock';
import { sellerSmsTexts } from '../../../shared/messages/sms';
import { canTransition, isOpenOrder, type OrderStatus } from '../../../shared/order-status';
import type { PickupDayDto, PickupDaySlotDto } from '../../../shared/pickup-day';
import { bayDateAndMinute } from '../../../shared/quiet-hours';
import {
  type SellerSmsCommand,
  sellerCommandOf,
  splitIntoMessages,
  WX_CONFIRM_MINUTES,
} from '../../../shared/seller-sms-commands';
import type { SmsInboundForm } from '../../../shared/sms.schema';
import type { WeatherOutInput, WeatherOutResultDto } from '../../../shared/weather-out';
import { AppError } from '../../lib/app-error';
import type { OrderViewer } from '../../lib/order-viewer';
import type { InboundReply } from './sms-inbound';
import type { SmsInboundRepo } from './sms-inbound.repo';

/** What the commands need of the orders service: the dashboard's own calls. */
export interface DockDayOrders {
  pickupDay(crabberId: string, date: string): Promise<PickupDayDto>;
  sellerOrderIdsByCode(crabberId: string, code: string): Promise<string[]>;
  updateStatus(viewer: OrderViewer, id: string, status: OrderStatus): Promise<unknown>;
  tellRunningLate(crabberId: string, orderIds: readonly string[], newTime: string): Promise<number>;
  weatherOut(crabberId: string, input: WeatherOutInput, origin: string): Promise<WeatherOutResultDto>;
}

type Seller = NonNullable<Awaited<ReturnType<SmsInboundRepo['sellerByPhone']>>>;

export function createSellerSmsCommands({
  repo,
  orders,
  origin,
  now = () => new Date(),
}: {
  repo: Pick<SmsInboundRepo, 'sellerByPhone' | 'textsSince'>;
  orders: DockDayOrders;
  origin: string;
  now?: () => Date;
}) {
  const today = () => bayDateAndMinute(now()).date;

  /** Today's pickups with open orders, the ones not yet over, earliest first. */
  async function openSlots(seller: Seller): Promise<PickupDaySlotDto[]> {
    const day = await orders.pickupDay(seller.crabberId, today());
    return day.slots
      .map((slot) => ({ ...slot, orders: slot.orders.filter((order) => isOpenOrder(order.status)) }))
      .filter((slot) => slot.orders.length > 0)
      .sort((a, b) => a.start.localeCompare(b.start));
  }

  async function nextSlot(seller: Seller): Promise<PickupDaySlotDto | undefined> {
    const at = now().toISOString();
    return (await openSlots(seller)).find((slot) => slot.end > at);
  }

  async function list(seller: Seller): Promise<InboundReply> {
    const lines = (await openSlots(seller)).flatMap((slot) =>
      slot.orders.map((order) => {
        const firstName = order.buyerName.split(' ')[0];
        return `${dockTimeOfDay(slot.start)} ${firstName}: ${order.items}, ${order.paymentMethod}, ${order.reference}`;
      }),
    );
    return lines.length === 0 ? sellerSmsTexts.noPickups : splitIntoMessages(lines, sellerSmsTexts.listPart);
  }

  async function ready(seller: Seller, code: string | null): Promise<InboundReply> {
    const viewer = { userId: seller.userId, crabberId: seller.crabberId };
    if (code) {
      // Any open order of the seller's by its code, whatever its day: the one in front of them.
      const [id] = await orders.sellerOrderIdsByCode(seller.crabberId, code);
      if (!id) return sellerSmsTexts.readyNotYours(code);
      try {
        await orders.updateStatus(viewer, id, 'ready');
        return sellerSmsTexts.readyDone([`#${code}`]);
      } catch (error) {
        if (error instanceof AppError) return sellerSmsTexts.readyRefused(`#${code}`, error.message);
        throw error;
      }
    }
    const next = ((await nextSlot(seller))?.orders ?? []).filter((order) =>
      canTransition(order.status, 'ready', 'seller'),
    );
    const done: string[] = [];
    for (const order of next) {
      try {
        await orders.updateStatus(viewer, order.id, 'ready');
        done.push(order.reference);
      } catch (error) {
        // One order that cannot be made ready (a card not yet paid) leaves the others to go ahead.
        if (!(error instanceof AppError)) throw error;
      }
    }
    return done.length === 0 ? sellerSmsTexts.readyNone : sellerSmsTexts.readyDone(done);
  }

  async function late(seller: Seller, minutes: number | null): Promise<InboundReply> {
    if (minutes === null) return sellerSmsTexts.lateInvalid;
    const slot = await nextSlot(seller);
    if (!slot) return sellerSmsTexts.lateNone;
    const start = new Date(slot.start).getTime();
    // Late is from the pickup's start, or from now when the pickup has begun.
    const when = dockTimeOfDay(new Date(Math.max(start, now().getTime()) + minutes * 60_000));
    const told = await orders.tellRunningLate(
      seller.crabberId,
      slot.orders.map((order) => order.id),
      when,
    );
    return sellerSmsTexts.lateDone(told, when);
  }

  /** WX YES counts only right after a WX, within WX_CONFIRM_MINUTES, and only once. */
  async function askedForWeather(from: string, messageSid: string): Promise<boolean> {
    const since = new Date(now().getTime() - WX_CONFIRM_MINUTES * 60_000);
    const earlier = (await repo.textsSince(from, since, messageSid))
      .map((text) => sellerCommandOf(text.body).kind)
      .find((kind) => kind === 'wx' || kind === 'wxYes');
    return earlier === 'wx';
  }

  async function weather(seller: Seller, text: SmsInboundForm, confirmed: boolean): Promise<InboundReply> {
    const count = (await openSlots(seller)).reduce((sum, slot) => sum + slot.orders.length, 0);
    if (count === 0) return sellerSmsTexts.noPickups;
    if (!confirmed) return sellerSmsTexts.wxAsk(count);
    if (!(await askedForWeather(text.From, text.MessageSid))) return sellerSmsTexts.wxNotAsked;
    const result = await orders.weatherOut(
      seller.crabberId,
      { date: today(), action: 'cancel', reason: sellerSmsTexts.wxReason },
      origin,
    );
    return sellerSmsTexts.wxDone(result.cancelled, result.refunded);
  }

  function run(seller: Seller, command: SellerSmsCommand, text: SmsInboundForm): Promise<InboundReply> {
    switch (command.kind) {
      case 'list':
        return list(seller);
      case 'ready':
        return ready(seller, command.code);
      case 'late':
        return late(seller, command.minutes);
      case 'wx':
        return weather(seller, text, false);
      case 'wxYes':
        return weather(seller, text, true);
      case 'help':
        return Promise.resolve(sellerSmsTexts.help);
    }
  }

  return async function sellerCommands(text: SmsInboundForm): Promise<InboundReply | null> {
    const seller = await repo.sellerByPhone(text.From);
    if (!seller) return null;
    return run(seller, sellerCommandOf(text.Body), text);
  };
}
