/**
 * A buyer's standing orders (docs/product/standing-orders.md): set up, listed, changed, paused,
 * skipped and ended by their buyer alone; the seller reads the demand they add up to.
 */
import { buildPickupWindows } from '../../../shared/availability';
import { standingMessages } from '../../../shared/messages/standing';
import { centsToDecimal } from '../../../shared/money';
import { parsePickupWindow, weekdayOfDate } from '../../../shared/pickup-schedule';
import { localDateOf } from '../../../shared/pickup-slots';
import { acceptsCardPayments } from '../../../shared/roles';
import {
  type CreateStandingOrder,
  MAX_STANDING_ORDERS,
  type StandingCardSetupDto,
  type StandingDemandDto,
  type StandingOrderDto,
  type UpdateStandingOrder,
} from '../../../shared/standing-order.schema';
import { isSellerWindow, standingDemand, standingWhat } from '../../../shared/standing-orders';
import { isAdmin, isSeller } from '../../../shared/users';
import { AppError } from '../../lib/app-error';
import type { SellerUser, SignedInUser } from '../auth/access';
import { availabilityOf } from '../sellers/seller.mapper';
import type { SellersRepo } from '../sellers/sellers.repo';
import type { StandingCards } from './standing-cards';
import type { StandingFillRow, StandingOrderRow, StandingOrdersRepo } from './standing-orders.repo';

const fieldError = (field: string, message: string) =>
  new AppError('BAD_REQUEST', message, { fieldErrors: { [field]: [message] } });

function toDto(
  row: StandingOrderRow,
  sellerName: string,
  skippedDates: string[],
  latest: StandingFillRow | undefined,
): StandingOrderDto {
  return {
    id: row.id,
    crabberId: row.crabberId,
    sellerName,
    species: row.species,
    prep: row.prep,
    sizeMix: row.sizeMix,
    unitType: row.unitType,
    qty: row.qty,
    window: row.pickupWindow,
    maxUnitPrice: centsToDecimal(row.maxUnitPriceCents),
    paymentMethod: row.paymentMethod,
    cardSaved: row.paymentMethod === 'card' && row.cardSavedAt !== null,
    endsOn: row.endsOn,
    paused: row.pausedAt !== null,
    skippedDates,
    lastOutcome: latest ? { date: latest.date, orderId: latest.orderId, reason: latest.reason } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

interface StandingOrdersDeps {
  repo: StandingOrdersRepo;
  sellers: Pick<SellersRepo, 'findById'>;
  cards: StandingCards;
  now?: () => Date;
}

export function createStandingOrdersService({
  repo,
  sellers,
  cards,
  now = () => new Date(),
}: StandingOrdersDeps) {
  /** Only its buyer sees a standing order: anyone else is told it does not exist. */
  async function own(user: SignedInUser, id: string): Promise<StandingOrderRow> {
    const row = await repo.findById(id);
    if (!row || row.buyerId !== user.id) throw new AppError('NOT_FOUND', standingMessages.notFound);
    return row;
  }

  async function dtoOf(user: SignedInUser, id: string): Promise<StandingOrderDto> {
    const found = (await list(user)).find((dto) => dto.id === id);
    if (!found) throw new AppError('NOT_FOUND', standingMessages.notFound);
    return found;
  }

  async function list(user: SignedInUser): Promise<StandingOrderDto[]> {
    const rows = await repo.listByBuyer(user.id);
    const ids = rows.map(({ standing }) => standing.id);
    const skips = await repo.skipsOf(ids);
    const fills = await repo.latestFills(ids);
    return rows.map(({ standing, sellerName }) =>
      toDto(
        standing,
        sellerName,
        skips.filter((skip) => skip.standingOrderId === standing.id).map((skip) => skip.date),
        fills.find((fill) => fill.standingOrderId === standing.id),
      ),
    );
  }

  /** The seller as a standing order needs them; a 400 when they do not sell. */
  async function sellerOf(crabberId: string) {
    const seller = await sellers.findById(crabberId);
    if (seller?.verificationStatus !== 'approved') {
      throw fieldError('crabberId', standingMessages.unknownSeller);
    }
    return seller;
  }

  async function checkTerms(input: Partial<CreateStandingOrder>, crabberId: string) {
    const needsSeller = input.window !== undefined || input.paymentMethod === 'card';
    const seller = needsSeller ? await sellerOf(crabberId) : null;
    if (seller && input.paymentMethod === 'card' && !acceptsCardPayments(seller.stripeAccountStatus)) {
      throw fieldError('paymentMethod', standingMessages.cardNotOffered(seller.displayName));
    }
    const windows = seller ? buildPickupWindows(availabilityOf(seller)) : null;
    if (input.window && windows && !isSellerWindow(input.window, windows)) {
      throw fieldError('window', standingMessages.windowNotOffered);
    }
    if (input.endsOn && input.endsOn < localDateOf(now()))
      throw fieldError('endsOn', standingMessages.endsOnPast);
  }

  return {
    list,

    async create(user: SignedInUser, input: CreateStandingOrder): Promise<StandingOrderDto> {
      if (isSeller(user) || isAdmin(user)) throw new AppError('FORBIDDEN', standingMessages.buyersOnly);
      await sellerOf(input.crabberId);
      await checkTerms(input, input.crabberId);
      const row = await repo.inTransaction(async () => {
        await repo.holdBuyer(user.id);
        if ((await repo.countByBuyer(user.id)) >= MAX_STANDING_ORDERS) {
          throw new AppError('CONFLICT', standingMessages.tooMany(MAX_STANDING_ORDERS));
        }
        return repo.insert({
          buyerId: user.id,
          crabberId: input.crabberId,
          species: input.species,
          prep: input.prep ?? null,
          sizeMix: input.sizeMix ?? null,
          unitType: input.unitType,
          qty: input.qty,
          pickupWindow: { start: input.window.start, end: input.window.end },
          maxUnitPriceCents: input.maxUnitPrice,
          paymentMethod: input.paymentMethod,
          endsOn: input.endsOn ?? null,
        });
      });
      return dtoOf(user, row.id);
    },

    async update(user: SignedInUser, id: string, data: UpdateStandingOrder): Promise<StandingOrderDto> {
      const row = await own(user, id);
      await checkTerms(data, row.crabberId);
      const { window, maxUnitPrice, paused, ...fields } = data;
      await repo.update(id, {
        ...fields,
        ...(window ? { pickupWindow: { start: window.start, end: window.end } } : {}),
        ...(maxUnitPrice !== undefined ? { maxUnitPriceCents: maxUnitPrice } : {}),
        ...(paused === undefined ? {} : { pausedAt: paused ? (row.pausedAt ?? now()) : null }),
      });
      return dtoOf(user, id);
    },

    async remove(user: SignedInUser, id: string): Promise<{ id: string }> {
      await own(user, id);
      await repo.delete(id);
      return { id };
    },

    /** Skips the pickup on `date`, a day of the standing order's window still to come. */
    async skip(user: SignedInUser, id: string, date: string): Promise<StandingOrderDto> {
      const row = await own(user, id);
      const parsed = parsePickupWindow(row.pickupWindow);
      if (!parsed || weekdayOfDate(date) !== parsed.startDay) {
        throw fieldError('date', standingMessages.skipNotWindowDay);
      }
      if (date < localDateOf(now())) throw fieldError('date', standingMessages.skipPast);
      await repo.addSkip(id, date);
      return dtoOf(user, id);
    },

    /** The setup intent a card standing order's card is saved with (the card form on /standing-orders). */
    async setUpCard(user: SignedInUser, id: string): Promise<StandingCardSetupDto> {
      const row = await own(user, id);
      const seller = (await repo.sellerName(row.crabberId)) ?? 'the seller';
      return cards.setUp(row, `Standing order: ${standingWhat(row)} from ${seller}`);
    },

    /** After the card form: whether the provider saved the card. */
    async syncCard(user: SignedInUser, id: string): Promise<StandingOrderDto> {
      await cards.sync(await own(user, id));
      return dtoOf(user, id);
    },

    /** What the seller's active standing orders want, per window. */
    async demand(seller: SellerUser): Promise<StandingDemandDto[]> {
      const active = await repo.activeForSeller(seller.crabberProfile.id, localDateOf(now()));
      return standingDemand(active.map(({ standing }) => standing));
    },
  };
}
