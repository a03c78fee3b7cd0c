/**
 * Seasons and limits kept as data (docs/product/traceability.md). A new database starts with the
 * rule table of src/shared/sale-rules.ts; an admin changes it without a deploy, each change in the
 * activity list. Posting or restocking a catch out of its season is refused with the rule's words.
 * A deployment with seasons switched off (SEASONS=off) refuses nothing and shows no season.
 */

import { localDateOf } from '../../../shared/pickup-slots';
import {
  type RulesTodayDto,
  type SaleRuleChangeInput,
  type SaleRuleDto,
  type SaleRuleInput,
  saleRuleMessages,
} from '../../../shared/sale-rule.schema';
import {
  closedSeason,
  inSeasonOn,
  monthDayOn,
  seasonOpenOn,
  seedSaleRules,
} from '../../../shared/sale-rules';
import { AppError } from '../../lib/app-error';
import type { SignedInUser } from '../auth/access';
import type { SaleRuleRow, SeasonsRepo } from './seasons.repo';

/** Catalog pages read the rules on every list; an admin's change here is seen at once, another process's within this. */
const RULES_FRESH_MS = 30_000;

interface SeasonsDeps {
  repo: SeasonsRepo;
  enforced: boolean;
  now?: () => Date;
}

function inForce(row: SaleRuleRow, monthDay: string): boolean {
  if (row.kind !== 'season' || row.openFrom === null || row.openTo === null) return true;
  return seasonOpenOn(row.openFrom, row.openTo, monthDay);
}

function toDto(row: SaleRuleRow, monthDay: string): SaleRuleDto {
  return {
    id: row.id,
    kind: row.kind,
    species: row.species,
    prep: row.prep,
    sellerType: row.sellerType,
    openFrom: row.openFrom,
    openTo: row.openTo,
    limitValue: row.limitValue,
    text: row.text,
    source: row.source,
    checkEachYear: row.checkEachYear,
    inForceToday: inForce(row, monthDay),
  };
}

/** A season has both its days; a size or quantity rule has its limit. */
function checkShape(rule: Pick<SaleRuleRow, 'kind' | 'openFrom' | 'openTo' | 'limitValue'>) {
  const refuse = (field: string, message: string) =>
    new AppError('BAD_REQUEST', message, { fieldErrors: { [field]: [message] } });
  if (rule.kind === 'season' && (rule.openFrom === null || rule.openTo === null))
    throw refuse(rule.openFrom === null ? 'openFrom' : 'openTo', saleRuleMessages.seasonNeedsDays);
  if (rule.kind !== 'season' && rule.limitValue === null)
    throw refuse('limitValue', saleRuleMessages.limitNeedsValue);
}

export function createSeasonsService({ repo, enforced, now = () => new Date() }: SeasonsDeps) {
  let cached: { rows: SaleRuleRow[]; at: number } | null = null;

  async function rules(): Promise<SaleRuleRow[]> {
    const at = Date.now();
    if (cached && at - cached.at < RULES_FRESH_MS) return cached.rows;
    cached = { rows: await repo.list(), at };
    return cached.rows;
  }

  async function existing(id: string): Promise<SaleRuleRow> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', saleRuleMessages.notFound);
    return row;
  }

  const noteOf = (row: Pick<SaleRuleRow, 'species' | 'kind' | 'text'>) =>
    `${row.species} ${row.kind}: ${row.text}`;

  return {
    enforced,

    /** Loads the published rule table into an empty table (first start); an edited table is left alone. */
    async seedIfEmpty(): Promise<void> {
      if ((await repo.count()) > 0) return;
      const at = now();
      await repo.insertMany(
        seedSaleRules.map((rule) => ({ ...rule, checkEachYear: true, createdAt: at, updatedAt: at })),
      );
      cached = null;
    },

    /** The rules in force today: open seasons and every limit. Nothing when seasons are off. */
    async today(): Promise<RulesTodayDto> {
      const at = now();
      const monthDay = monthDayOn(at);
      const rows = enforced ? (await rules()).filter((row) => inForce(row, monthDay)) : [];
      return { enforced, today: localDateOf(at), rules: rows.map((row) => toDto(row, monthDay)) };
    },

    /** Every rule, open or not, for the admin screen. */
    async listAll(): Promise<SaleRuleDto[]> {
      const monthDay = monthDayOn(now());
      return (await repo.list()).map((row) => toDto(row, monthDay));
    },

    async add(admin: SignedInUser, input: SaleRuleInput): Promise<SaleRuleDto> {
      checkShape(input);
      const at = now();
      const row = await repo.insert(
        { ...input, createdAt: at, updatedAt: at },
        { by: admin.id, at, action: 'rule_added', note: noteOf(input) },
      );
      cached = null;
      return toDto(row, monthDayOn(at));
    },

    async change(admin: SignedInUser, id: string, input: SaleRuleChangeInput): Promise<SaleRuleDto> {
      const before = await existing(id);
      checkShape({ ...before, ...input });
      const at = now();
      const row = await repo.update(
        id,
        { ...input, updatedAt: at },
        { by: admin.id, at, action: 'rule_changed', note: noteOf({ ...before, ...input }) },
      );
      if (!row) throw new AppError('NOT_FOUND', saleRuleMessages.notFound);
      cached = null;
      return toDto(row, monthDayOn(at));
    },

    async remove(admin: SignedInUser, id: string): Promise<{ id: string }> {
      const before = await existing(id);
      await repo.remove(id, { by: admin.id, at: now(), action: 'rule_removed', note: noteOf(before) });
      cached = null;
      return { id };
    },

    /** Refuses posting or restocking a catch whose season is closed today, with the rule's words. */
    async assertInSeason(species: string, prep: string): Promise<void> {
      if (!enforced) return;
      const closed = closedSeason(await rules(), species, prep, monthDayOn(now()));
      if (closed)
        throw new AppError('CONFLICT', saleRuleMessages.outOfSeason(closed.text), {
          reason: 'OUT_OF_SEASON',
        });
    },

    /** "In season" for catch cards: a season covers the catch and is open today. */
    async inSeasonReader(): Promise<(catchRow: { species: string; prep: string }) => boolean> {
      if (!enforced) return () => false;
      const rows = await rules();
      const monthDay = monthDayOn(now());
      return (catchRow) => inSeasonOn(rows, catchRow.species, catchRow.prep, monthDay);
    },
  };
}
