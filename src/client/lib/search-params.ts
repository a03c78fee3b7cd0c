/**
 * Route search parameters are read with these small helpers rather than zod: route definitions
 * load with the first page, and zod would add a quarter of its JavaScript. A malformed value is
 * dropped, never an error page.
 */
export function searchText(value: unknown, maxLength: number): string | undefined {
  return typeof value === 'string' && value.length <= maxLength ? value : undefined;
}
