/** Traceability records as one CSV file (RFC 4180, quoted as the receipts' CSV is). */
import { type TraceabilityRecord, traceabilityColumns } from '../../../shared/traceability-record';

/** Quoted, quotes doubled and a leading formula sign defused, as the pick list's cells (orders/pickup-day.ts). */
function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

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
