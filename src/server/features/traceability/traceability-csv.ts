/** Traceability records as one CSV file (RFC 4180, quoted as the receipts' CSV is). */
import { type TraceabilityRecord, traceabilityColumns } from '../../../shared/traceability-record';
import { cell } from '../orders/pickup-day';

export function traceabilityCsv(records: readonly TraceabilityRecord[]): string {
  const header = traceabilityColumns.map(([, title]) => title);
  const rows = records.map((record) =>
    traceabilityColumns.map(([key]) => {
      const value = record[key];
      return value === null ? '' : String(value);
    }),
  );
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
