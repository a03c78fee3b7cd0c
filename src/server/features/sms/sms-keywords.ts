/**
 * The carriers' keywords (docs/product/text-messages.md), matched on the whole text, case and
 * spaces aside: STOP and its synonyms stop every text to the number, START turns them back on,
 * HELP says how to reach support.
 */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);

export type SmsKeyword = 'stop' | 'start' | 'help';

export function keywordOf(body: string): SmsKeyword | null {
  const word = body.trim().toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (word === 'START' || word === 'UNSTOP') return 'start';
  if (word === 'HELP' || word === 'INFO') return 'help';
  return null;
}
