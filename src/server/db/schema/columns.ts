/** The columns most tables share: a UUID id, and when the row was made and last changed. */
import type { Kit } from '#engine-types';

export function commonColumns(k: Kit) {
  return {
    id: () =>
      k
        .text('id')
        .primaryKey()
        .$defaultFn(() => crypto.randomUUID()),
    createdAt: () =>
      k
        .instant('created_at')
        .notNull()
        .$defaultFn(() => new Date()),
    updatedAt: () =>
      k
        .instant('updated_at')
        .notNull()
        .$defaultFn(() => new Date())
        .$onUpdateFn(() => new Date()),
  };
}
