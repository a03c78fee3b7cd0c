/**
 * Route search parameters are read with these small helpers rather than zod: route definitions
 * load with the first page, and zod would add a quarter of its JavaScript. A malformed value is
 * dropped, never an error page.
 */
export function searchText(value: unknown, maxLength: number): string | undefined {
  // The router reads `?location=21401` as the number 21401: a ZIP is still text.
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  // An empty field is no value: a form the browser sends itself names every field, filled or not.
  return typeof text === 'string' && text !== '' && text.length <= maxLength ? text : undefined;
}

/** A number within [min, max]; the router has already turned `?page=2` into 2. */
export function searchNumber(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= min && number <= max
    ? number
    : undefined;
}
