import { Column, is, SQL } from 'drizzle-orm';

/**
 * Decodes a page's raw rows into the shape Drizzle gives them ({ catch, seller, distance }), with
 * each column's own decoder (dates, JSON, booleans), by a function built once per selection.
 * Drizzle's generic mapping looks up every value's kind and path again on each row, which on the
 * forty-column rows of a page cost nearly as much as the query. Fields come in the selection's
 * order, the order Drizzle writes them into the SQL.
 */
export function rowDecoder<T>(selection: Record<string, unknown>): (row: unknown[]) => T {
  type Decode = (value: unknown) => unknown;
  const decoderOf = (field: unknown): Decode => {
    if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
    // An sql`` field decodes with its mapWith, if it was given one.
    const decoder = (field as { decoder?: { mapFromDriverValue: Decode } }).decoder;
    return decoder ? (value) => decoder.mapFromDriverValue(value) : (value) => value;
  };
  const fields: { group: string | undefined; key: string; decode: Decode }[] = [];
  for (const [key, field] of Object.entries(selection)) {
    if (is(field, Column) || is(field, SQL)) {
      fields.push({ group: undefined, key, decode: decoderOf(field) });
      continue;
    }
    for (const [inner, column] of Object.entries(field as Record<string, unknown>))
      fields.push({ group: key, key: inner, decode: decoderOf(column) });
  }
  return (row) => {
    const result: Record<string, Record<string, unknown> | unknown> = {};
    let group: Record<string, unknown> = result;
    let groupKey: string | undefined;
    for (let at = 0; at < fields.length; at++) {
      const field = fields[at]!;
      if (field.group !== groupKey) {
        groupKey = field.group;
        group = groupKey === undefined ? result : {};
        if (groupKey !== undefined) result[groupKey] = group;
      }
      const value = row[at];
      group[field.key] = value === null ? null : field.decode(value);
    }
    return result as T;
  };
}
