/**
 * Harvest areas and their closures (docs/product/traceability.md, Harvest areas and closures).
 * Whether an area is closed is read from the closures' dates at the moment of asking, so a
 * closure whose end passes is over at once for posting, buying and every read. Listings carry the
 * outcome as `off_sale_reason` (the marketplace query filters on it), so closing and reopening
 * settle them at once and the timer's sweep settles closures that start or end by their dates.
 */

import {
  areaLabel,
  closureInForce,
  harvestAreaMessages,
  needsHarvestArea,
  seedHarvestAreas,
} from '../../../shared/harvest-areas';
import type { AreaClosureDto, CloseAreaData, HarvestAreaDto } from '../../../shared/harvest-areas.schema';
import { AppError } from '../../lib/app-error';
import type { SignedInUser } from '../auth/access';
import type { NotificationsService } from '../notifications/notifications.service';
import { createClosureNotices } from './closure-notices';
import type { AreaClosureRow, HarvestAreaRow, HarvestAreasRepo } from './harvest-areas.repo';

interface HarvestAreasDeps {
  repo: HarvestAreasRepo;
  notifications: Pick<NotificationsService, 'notify'>;
  /** Re-applies a seller's licences to listings a reopening put back (the licences feature). */
  licences: { settleSeller(crabberId: string): Promise<void> };
  now?: () => Date;
}

function closureDto(row: AreaClosureRow): AreaClosureDto {
  return {
    id: row.id,
    areaCode: row.areaCode,
    from: row.startsAt.toISOString(),
    to: row.endsAt?.toISOString() ?? null,
    reason: row.reason,
    reopenedAt: row.reopenedAt?.toISOString() ?? null,
  };
}

const badRequest = (message: string) =>
  new AppError('BAD_REQUEST', message, { fieldErrors: { harvestAreaCode: [message] } });

export function createHarvestAreasService({
  repo,
  notifications,
  licences,
  now = () => new Date(),
}: HarvestAreasDeps) {
  let seeded = false;

  /** A database that missed the start-up seed (a test's) gets the list on first use. */
  async function ensureSeeded(): Promise<void> {
    if (seeded) return;
    if ((await repo.count()) === 0) await repo.insertMany(seedHarvestAreas, now());
    seeded = true;
  }

  async function area(code: string): Promise<HarvestAreaRow | undefined> {
    await ensureSeeded();
    return repo.findArea(code);
  }

  /** The closure of the area in force at `at`, if any. */
  async function closureOf(code: string, at: Date): Promise<AreaClosureRow | undefined> {
    return (await repo.listUnreopened()).find((row) => row.areaCode === code && closureInForce(row, at));
  }

  async function settle(code: string): Promise<void> {
    if (await closureOf(code, now())) {
      await repo.takeOffSale(code);
      return;
    }
    for (const crabberId of await repo.putBackOnSale(code)) await licences.settleSeller(crabberId);
  }

  async function assertOpen(row: HarvestAreaRow): Promise<void> {
    const closure = await closureOf(row.code, now());
    if (closure)
      throw new AppError('CONFLICT', harvestAreaMessages.closed(areaLabel(row), closure.reason), {
        reason: 'AREA_CLOSED',
      });
  }

  const notices = createClosureNotices({ repo, notifications });

  return {
    /** Loads the published list into an empty table (first start); an edited table is left alone. */
    seedIfEmpty: ensureSeeded,

    /** Every area, closed now or not, with the closure in force or else the next one to come. */
    async list(): Promise<HarvestAreaDto[]> {
      await ensureSeeded();
      const at = now();
      const closures = await repo.listUnreopened();
      return (await repo.list()).map((row) => {
        const own = closures.filter((c) => c.areaCode === row.code && (c.endsAt === null || c.endsAt > at));
        const inForce = own.find((c) => closureInForce(c, at));
        const shown = inForce ?? own[0];
        return {
          code: row.code,
          name: row.name,
          kind: row.kind,
          closedNow: inForce !== undefined,
          closure: shown ? closureDto(shown) : null,
        };
      });
    },

    /**
     * Checks a listing's area as posted or edited: shellfish need one from the list, other catches
     * may not have one; with `checkOpen`, an area closed now is refused (posting, restocking).
     */
    async checkListingArea(
      listing: { species: string; category: string },
      code: string | null,
      checkOpen: boolean,
    ): Promise<void> {
      if (!needsHarvestArea(listing)) {
        if (code !== null) throw badRequest(harvestAreaMessages.notShellfish);
        return;
      }
      if (code === null) throw badRequest(harvestAreaMessages.required);
      const row = await area(code);
      if (!row) throw badRequest(harvestAreaMessages.unknown(code));
      if (checkOpen) await assertOpen(row);
    },

    /** Refuses restocking a listing whose area is closed now; a listing without an area passes. */
    async assertAreaOpen(code: string | null): Promise<void> {
      if (code === null) return;
      const row = await area(code);
      if (row) await assertOpen(row);
    },

    async close(admin: SignedInUser, code: string, input: CloseAreaData): Promise<AreaClosureDto> {
      const row = await area(code);
      if (!row) throw new AppError('NOT_FOUND', harvestAreaMessages.areaNotFound);
      const at = now();
      const startsAt = input.from ?? at;
      const endsAt = input.to ?? null;
      if (endsAt !== null && endsAt.getTime() <= startsAt.getTime()) {
        const message = harvestAreaMessages.endBeforeStart;
        throw new AppError('BAD_REQUEST', message, { fieldErrors: { to: [message] } });
      }
      const closure = await repo.insertClosure(
        { areaCode: code, startsAt, endsAt, reason: input.reason, createdBy: admin.id, createdAt: at },
        { by: admin.id, at, action: 'area_closed', note: `${areaLabel(row)}: ${input.reason}` },
      );
      await settle(code);
      await notices.tellOpenOrders(row, closure);
      return closureDto(closure);
    },

    async reopen(admin: SignedInUser, id: string): Promise<AreaClosureDto> {
      const closure = await repo.findClosure(id);
      const at = now();
      if (!closure || closure.reopenedAt !== null)
        throw new AppError('NOT_FOUND', harvestAreaMessages.closureNotFound);
      const row = await area(closure.areaCode);
      const label = row ? areaLabel(row) : closure.areaCode;
      if (
        !(await repo.reopen(id, at, {
          by: admin.id,
          at,
          action: 'area_reopened',
          note: `${label}: ${closure.reason}`,
        }))
      )
        throw new AppError('NOT_FOUND', harvestAreaMessages.closureNotFound);
      await settle(closure.areaCode);
      return closureDto({ ...closure, reopenedAt: at });
    },

    /** The notices for an order's areas closed now; its buyer and seller only (404 for anyone else). */
    async orderNotices(user: SignedInUser, orderId: string): Promise<{ areaCode: string; notice: string }[]> {
      const codes = await repo.areasOfOrder(orderId, user.id);
      if (codes === null) throw new AppError('NOT_FOUND', harvestAreaMessages.orderNotFound);
      const at = now();
      const result: { areaCode: string; notice: string }[] = [];
      for (const code of new Set(codes)) {
        const closure = await closureOf(code, at);
        const row = closure ? await area(code) : undefined;
        if (closure && row)
          result.push({
            areaCode: code,
            notice: harvestAreaMessages.orderNotice(areaLabel(row), closure.reason),
          });
      }
      return result;
    },

    /** Settles every area's listings as its closures stand now (the timer): starts and ends by date. */
    async sweep(): Promise<void> {
      await ensureSeeded();
      for (const row of await repo.list()) await settle(row.code);
    },
  };
}
