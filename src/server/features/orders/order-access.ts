/** Who an order shows itself to: its buyer and its seller; to anyone else it does not exist. */
import { orderMessages } from '../../../shared/messages/order';
import type { OrderActor } from '../../../shared/order-status';
import { AppError } from '../../lib/app-error';
import type { OrderViewer } from '../../lib/order-viewer';
import type { OrderRecord, OrdersRepo } from './orders.repo';

function roleOf(record: OrderRecord, viewer: OrderViewer): OrderActor | null {
  if (viewer.crabberId !== null && record.order.crabberId === viewer.crabberId) return 'seller';
  if (record.order.buyerId === viewer.userId) return 'buyer';
  return null;
}

export function createOrderAccess(repo: Pick<OrdersRepo, 'findById'>) {
  async function load(id: string): Promise<OrderRecord> {
    const record = await repo.findById(id);
    if (!record) throw new AppError('NOT_FOUND', orderMessages.notFound);
    return record;
  }

  /** The order if the viewer is its buyer or its seller; to anyone else it does not exist. */
  async function loadFor(
    viewer: OrderViewer,
    id: string,
  ): Promise<{ record: OrderRecord; role: OrderActor }> {
    const record = await load(id);
    const role = roleOf(record, viewer);
    if (!role) throw new AppError('NOT_FOUND', orderMessages.notFound);
    return { record, role };
  }

  return { load, loadFor };
}
export type OrderAccess = ReturnType<typeof createOrderAccess>;
