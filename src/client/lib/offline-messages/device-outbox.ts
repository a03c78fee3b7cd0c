/** The outbox's store on the device, in a database sign-out deletes. */
import { OUTBOX_DB_NAME } from '../device-data';
import { deviceKeyValue } from '../device-key-value';
import type { KeyValue } from './outbox';

const outbox = deviceKeyValue(OUTBOX_DB_NAME, 'messages');

export function deviceOutbox(): KeyValue {
  return outbox;
}
