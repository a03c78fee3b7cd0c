/** The outbox's store on the device: IndexedDB through idb-keyval, in a database sign-out deletes. */
import { createStore, del, get, set } from 'idb-keyval';
import { OUTBOX_DB_NAME } from '../device-data';
import type { KeyValue } from './outbox';

let store: ReturnType<typeof createStore> | undefined;

export function deviceOutbox(): KeyValue {
  store ??= createStore(OUTBOX_DB_NAME, 'messages');
  const db = store;
  return {
    get: (key) => get(key, db),
    set: (key, value) => set(key, value, db),
    del: (key) => del(key, db),
  };
}
