/**
 * What a seller may text BayCatch to run the dock day (docs/product/text-messages.md): LIST,
 * READY or READY <code>, LATE <minutes>, WX and then WX YES. Anything else is answered with the
 * commands' help. Read on the whole text, case and extra spaces aside.
 */
export type SellerSmsCommand =
  | { kind: 'list' }
  | { kind: 'ready'; code: string | null }
  | { kind: 'late'; minutes: number | null }
  | { kind: 'wx' }
  | { kind: 'wxYes' }
  | { kind: 'help' };

export const LATE_MINUTES = { min: 5, max: 180 } as const;
/** How long after WX its WX YES still counts. */
export const WX_CONFIRM_MINUTES = 10;
/** The longest list message: two SMS segments, so a long day arrives in a few readable parts. */
export const SMS_PART_CHARS = 306;

export function sellerCommandOf(body: string): SellerSmsCommand {
  const [word = '', ...rest] = body.trim().toUpperCase().split(/\s+/);
  const arg = rest.join(' ');
  switch (word) {
    case 'LIST':
      return rest.length === 0 ? { kind: 'list' } : { kind: 'help' };
    case 'READY':
      return { kind: 'ready', code: rest.length === 1 ? rest[0]!.replace(/^#/, '') : null };
    case 'LATE': {
      const minutes = /^\d{1,3}$/.test(arg) ? Number(arg) : Number.NaN;
      const valid = minutes >= LATE_MINUTES.min && minutes <= LATE_MINUTES.max;
      return { kind: 'late', minutes: valid ? minutes : null };
    }
    case 'WX':
      if (rest.length === 0) return { kind: 'wx' };
      return arg === 'YES' ? { kind: 'wxYes' } : { kind: 'help' };
    default:
      return { kind: 'help' };
  }
}

/**
 * Lines packed into as few messages as fit `maxChars` each once `wrap` (the message around a part's
 * lines, told its part number and the number of parts) is applied; a line never splits.
 */
export function splitIntoMessages(
  lines: readonly string[],
  wrap: (lines: readonly string[], part: number, parts: number) => string,
  maxChars = SMS_PART_CHARS,
): string[] {
  // The part counter's width can change the fit, so pack against the widest it could be.
  const fits = (group: readonly string[]) => wrap(group, lines.length, lines.length).length <= maxChars;
  const groups: string[][] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last && fits([...last, line])) last.push(line);
    else groups.push([line]);
  }
  return groups.map((group, index) => wrap(group, index + 1, groups.length));
}
