/**
 * Who may change a sale after checkout: the order's seller marks lines short and weighs them; the seller or an
 * admin refunds. The buyer, or an admin where only the seller may act, is refused (403); to
 * anyone else the order does not exist (404), as order-access.ts answers.
 */
import { orderMessages } from '../../../shared/messages/order';
import { saleMessages } from '../../../shared/messages/sale';
import { AppError } from '../../lib/app-error';
import type { OrderViewer } from '../../lib/order-viewer';
import type { OrderAccess } from './order-access';
import type { OrderRecord } from './orders.repo';

export interface SaleActor extends OrderViewer {
  /** An admin with the admin tools open to them (two-factor sign-in), who may refund any order. */
  isAdmin: boolean;
}

export type SaleRole = 'seller' | 'admin';

export function createSaleAccess(load: OrderAccess['load']) {
  return async function authorise(
    actor: SaleActor,
    id: string,
    action: 'short' | 'weigh' | 'refund',
  ): Promise<{ record: OrderRecord; role: SaleRole }> {
    const record = await load(id);
    if (actor.crabberId !== null && record.order.crabberId === actor.crabberId) {
      return { record, role: 'seller' };
    }
    if (action === 'refund' && actor.isAdmin) return { record, role: 'admin' };
    if (record.order.buyerId === actor.userId || actor.isAdmin) {
      throw new AppError(
        'FORBIDDEN',
        action === 'refund'
          ? saleMessages.sellerOrAdminRefund
          : action === 'weigh'
            ? saleMessages.sellerOnlyWeigh
            : saleMessages.sellerOnlyShort,
      );
    }
    throw new AppError('NOT_FOUND', orderMessages.notFound);
  };
}
export type SaleAccess = ReturnType<typeof createSaleAccess>;
