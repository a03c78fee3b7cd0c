/**
 * A buyer's traceability records (docs/product/traceability.md, Traceability record): one per
 * completed line whose pickup falls in the asked dock-local dates.
 */
import { localDateOf } from '../../../shared/pickup-slots';
import {
  type TraceabilityQuery,
  type TraceabilityRecord,
  traceabilityRange,
} from '../../../shared/traceability-record';
import { AppError } from '../../lib/app-error';
import type { RecordsRepo, TracedLineRow } from './records.repo';
import { traceabilityCsv } from './traceability-csv';

interface TraceabilityServiceDeps {
  repo: RecordsRepo;
  now?: () => Date;
}

function toRecord(line: TracedLineRow): TraceabilityRecord {
  const trace = line.trace;
  return {
    lotCode: line.lotCode,
    species: line.species,
    prep: line.prep,
    size: line.sizeMix,
    title: line.title,
    quantity: line.finalQty ?? line.qty,
    unit: line.unitType,
    finalWeightLb: line.finalWeightCentilb === null ? null : (line.finalWeightCentilb / 100).toFixed(2),
    harvestedOn: trace?.harvestedOn ?? null,
    harvestLocation: trace?.harvestLocation ?? null,
    harvestAreaCode: trace?.areaCode ?? null,
    sourceName: line.sellerName,
    sourceAddress: line.sellerAddress,
    // Orders from before dated pickups have no slot; they were picked up when they were completed.
    pickupDate: localDateOf(line.pickupSlotStart ?? line.orderUpdatedAt),
    pickupPlace: line.orderPickupAddress ?? line.sellerAddress,
    receiptNumber: line.receiptNumber,
    orderId: line.orderId,
  };
}

export function createTraceabilityService({ repo, now = () => new Date() }: TraceabilityServiceDeps) {
  async function records(buyerId: string, query: Pick<TraceabilityQuery, 'from' | 'to'>) {
    const range = traceabilityRange(query, localDateOf(now()));
    if (typeof range === 'string') throw new AppError('BAD_REQUEST', range);
    const lines = (await repo.completedLinesOf(buyerId)).map(toRecord);
    const inRange = lines.filter((line) => line.pickupDate >= range.from && line.pickupDate <= range.to);
    inRange.sort((a, b) => a.pickupDate.localeCompare(b.pickupDate) || a.orderId.localeCompare(b.orderId));
    return { ...range, records: inRange };
  }

  return {
    records,
    async csv(buyerId: string, query: Pick<TraceabilityQuery, 'from' | 'to'>) {
      const { from, to, records: found } = await records(buyerId, query);
      return { from, to, csv: traceabilityCsv(found) };
    },
  };
}
