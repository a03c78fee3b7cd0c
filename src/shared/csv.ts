/**
 * The CSV files BayCatch hands out (pick lists, receipts, traceability and shellfish tag records):
 * RFC 4180 with CRLF line ends, every cell quoted with its quotes doubled, and a leading formula
 * sign (=, +, -, @) defused with an apostrophe so a spreadsheet shows a cell rather than runs it.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Rows (the header first) as one CSV file. */
export function csvFile(rows: readonly (readonly (string | number)[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
