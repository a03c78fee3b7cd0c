/** A Stripe reference as an id: Stripe answers with the id, or with the object when it was expanded. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;
