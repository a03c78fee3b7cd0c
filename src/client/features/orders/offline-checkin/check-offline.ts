/**
 * The pass check without a network (docs/product/orders-and-pickup.md): what was scanned or typed
 * is hashed with WebCrypto and compared with the hashes of the saved list. Same messages as the
 * check online; a pass not in the list can only be "not found" offline.
 */
import { orderMessages } from '../../../../shared/messages/order';
import { pickupCheckMessages } from '../../../../shared/messages/pickup-check';
import type { PickupListOrderDto } from '../../../../shared/pickup-checkin.schema';
import { codeHashOf, passHashOf, readPassInput } from '../../../../shared/pickup-pass';

export type OfflineCheck =
  | { found: true; order: PickupListOrderDto; how: 'scan' | 'code' }
  | { found: false; message: string; invalid: boolean };

export async function checkOffline(
  orders: readonly PickupListOrderDto[],
  input: string,
): Promise<OfflineCheck> {
  const pass = readPassInput(input);
  if (!pass) return { found: false, message: orderMessages.invalidPickupCode, invalid: true };
  if (pass.kind === 'token') {
    const hash = await passHashOf(pass.token);
    const order = orders.find((candidate) => candidate.passHash === hash);
    return order
      ? { found: true, order, how: 'scan' }
      : { found: false, message: pickupCheckMessages.offlineUnknownPass, invalid: false };
  }
  for (const order of orders) {
    if ((await codeHashOf(order.id, pass.code)) === order.codeHash)
      return { found: true, order, how: 'code' };
  }
  return { found: false, message: orderMessages.unknownPickupCode, invalid: false };
}
