/**
 * JSON text for shared, read-only answers. Values that go through `deepFreeze` cannot change, so
 * their JSON text cannot either: it is written once and handed out again, which on a catalog page
 * is a tenth of the request. Anything not frozen here is encoded afresh every time.
 */
/** Deep-frozen answers and their direct parts (a page's items): the values whose text is kept. */
const frozen = new WeakSet<object>();
const texts = new WeakMap<object, string>();

function freezeAll(value: object): void {
  for (const key in value) {
    const child = (value as Record<string, unknown>)[key];
    if (typeof child === 'object' && child !== null) freezeAll(child);
  }
  Object.freeze(value);
}

/**
 * Freezes every level of an answer. Only the answer and its direct parts are remembered as frozen
 * (what jsonText is asked for): remembering every nested object cost a catalog page that missed
 * the read cache more than freezing it, in weak-set upkeep and garbage collection.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || frozen.has(value)) return value;
  freezeAll(value);
  frozen.add(value);
  for (const key in value) {
    const child = (value as Record<string, unknown>)[key];
    if (typeof child === 'object' && child !== null) frozen.add(child);
  }
  return value;
}

export function jsonText(value: unknown): string {
  if (typeof value !== 'object' || value === null || !frozen.has(value)) return JSON.stringify(value);
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}
