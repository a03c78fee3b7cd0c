/**
 * How traceability lot codes read (docs/product/traceability.md): the seller's three-letter
 * prefix, the harvest day on the Bay's clock and a two-digit sequence for that prefix and day,
 * DOB-20261128-01. One per listing and harvest; a restock with a new harvest date makes a new one.
 */

/** The seller's three letters, as on their receipt numbers: "Dobbins Crab Co." is DOB. */
export function lotPrefix(displayName: string): string {
  return displayName
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 3)
    .padEnd(3, 'X');
}

export function lotCode(prefix: string, harvestDay: string, sequence: number): string {
  return `${lotCodeStem(prefix, harvestDay)}${String(sequence).padStart(2, '0')}`;
}

/** What every lot of one prefix and day starts with, the sequence following it. */
export function lotCodeStem(prefix: string, harvestDay: string): string {
  return `${prefix}-${harvestDay.replaceAll('-', '')}-`;
}

/** The next sequence after the codes already given for one stem (gaps are never refilled). */
export function nextLotSequence(stem: string, taken: readonly string[]): number {
  let highest = 0;
  for (const code of taken) {
    if (!code.startsWith(stem)) continue;
    const sequence = Number(code.slice(stem.length));
    if (Number.isInteger(sequence) && sequence > highest) highest = sequence;
  }
  return highest + 1;
}
