/** Traceability records as one CSV file (RFC 4180, quoted as the receipts' CSV is). */
import { csvFile } from '../../../shared/csv';
import { type TraceabilityRecord, traceabilityColumns } from '../../../shared/traceability-record';

export function traceabilityCsv(records: readonly TraceabilityRecord[]): string {
  const header = traceabilityColumns.map(([, title]) => title);
  const rows = records.map((record) =>
    traceabilityColumns.map(([key]) => {
      const value = record[key];
      return value === null ? '' : String(value);
    }),
  );
  return csvFile([header, ...rows]);
}
