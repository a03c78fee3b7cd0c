/** How receipt numbers read: the seller's three-letter prefix and a six-digit sequence, DOB-000042. */

/** The first three letters A-Z of the seller's name, uppercased, padded with X: "Dobbins Crab Co." is DOB. */
export function receiptPrefix(displayName: string): string {
  const letters = displayName.toUpperCase().replace(/[^A-Z]/g, '');
  return letters.slice(0, 3).padEnd(3, 'X');
}

export function receiptNumber(prefix: string, sequence: number): string {
  return `${prefix}-${String(sequence).padStart(6, '0')}`;
}
