/** Orders as their buyer or their seller sees them. */
import type { OrderDto } from '../../../shared/order.schema';
import type { OrderActor } from '../../../shared/order-status';
import type { OrderViewer } from '../../lib/order-viewer';
import { toOrderDto } from './order.mapper';
import type { OrderAccess } from './order-access';
import type { OrderRecord, OrdersRepo } from './orders.repo';

export function createOrderReads(repo: OrdersRepo, loadFor: OrderAccess['loadFor']) {
  return {
    async getOrder(viewer: OrderViewer, id: string): Promise<OrderDto> {
      const { record, role } = await loadFor(viewer, id);
      return toOrderDto(record, role);
    },

    /** 'My Orders': the buyer's own orders, newest first. */
    async listBuyerOrders(buyerId: string): Promise<OrderDto[]> {
      return (await repo.listForBuyer(buyerId)).map((record) => toOrderDto(record, 'buyer'));
    },

    /** The seller's orders, newest first (the dashboard's Recent Orders). */
    async listSellerOrders(crabberId: string): Promise<OrderDto[]> {
      return (await repo.listForSeller(crabberId)).map((record) => toOrderDto(record, 'seller'));
    },

    /** An order the viewer is not party to is not found: checked before a request body is read. */
    async assertVisible(viewer: OrderViewer, id: string): Promise<void> {
      await loadFor(viewer, id);
    },

    /** The order and the viewer's side of it, for what is built on an order (its messages); 404 to anyone else. */
    participation(viewer: OrderViewer, id: string): Promise<{ record: OrderRecord; role: OrderActor }> {
      return loadFor(viewer, id);
    },
  };
}
