/**
 * A key-value store in one of the app's databases on this device (device-data.ts names them and
 * deletes them at sign-out): IndexedDB through idb-keyval, opened on first use. The queues that
 * keep work for when the signal returns (check-ins, order messages) are written against this
 * shape, so their tests give them an in-memory one.
 */
import { clear, createStore, del, get, set } from 'idb-keyval';

export interface DeviceKeyValue {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  clear(): Promise<void>;
}

export function deviceKeyValue(dbName: string, storeName: string): DeviceKeyValue {
  let store: ReturnType<typeof createStore> | undefined;
  const db = () => {
    store ??= createStore(dbName, storeName);
    return store;
  };
  return {
    get: (key) => get(key, db()),
    set: (key, value) => set(key, value, db()),
    del: (key) => del(key, db()),
    clear: () => clear(db()),
  };
}
