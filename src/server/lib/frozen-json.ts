/**
 * JSON text for shared, read-only answers. Values that go through `deepFreeze` cannot change, so
 * their JSON text cannot either: it is written once and handed out again, which on a catalog page
 * is a tenth of the request. Anything not frozen here is encoded afresh every time.
 */
const frozen = new WeakSet<object>();
const texts = new WeakMap<object, string>();

export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || frozen.has(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  Object.freeze(value);
  frozen.add(value);
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
