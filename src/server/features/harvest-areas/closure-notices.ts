/** Telling every buyer and seller of an open order from a closed area (in the app and by e-mail). */
import { areaLabel, harvestAreaMessages } from '../../../shared/harvest-areas';
import { shortOrderId } from '../../../shared/order-status';
import type { NotificationsService } from '../notifications/notifications.service';
import type { AreaClosureRow, HarvestAreaRow, HarvestAreasRepo } from './harvest-areas.repo';

interface ClosureNoticesDeps {
  repo: Pick<HarvestAreasRepo, 'openOrdersFrom' | 'emailOf'>;
  notifications: Pick<NotificationsService, 'notify'>;
}

export function createClosureNotices({ repo, notifications }: ClosureNoticesDeps) {
  async function tell(userId: string, area: HarvestAreaRow, closure: AreaClosureRow, orderId: string) {
    const email = await repo.emailOf(userId);
    await notifications.notify({
      userId,
      type: 'area_closed',
      title: harvestAreaMessages.closedTitle(area.name),
      message: harvestAreaMessages.closedMessage(
        areaLabel(area),
        closure.reason,
        `#${shortOrderId(orderId)}`,
      ),
      data: { orderId, areaCode: area.code, closureId: closure.id },
      ...(email ? { email: { to: email } } : {}),
    });
  }

  return {
    /** Each buyer and seller once per open order: a seller with two orders hears of each. */
    async tellOpenOrders(area: HarvestAreaRow, closure: AreaClosureRow): Promise<void> {
      for (const order of await repo.openOrdersFrom(area.code)) {
        await tell(order.buyerId, area, closure, order.orderId);
        await tell(order.sellerUserId, area, closure, order.orderId);
      }
    },
  };
}
