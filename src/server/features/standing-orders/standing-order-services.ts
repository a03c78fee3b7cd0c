import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import type { Logger } from '../../lib/logger';
import type { CatchRow } from '../catalog/catch.mapper';
import type { NotificationsService } from '../notifications/notifications.service';
import type { OrdersService } from '../orders/orders.service';
import type { SellersRepo } from '../sellers/sellers.repo';
import { createStandingCards } from './standing-cards';
import { createStandingFills } from './standing-fills';
import { createStandingOrdersRepo } from './standing-orders.repo';
import { createStandingOrdersService } from './standing-orders.service';

/**
 * Standing orders over the one database: the buyer's calls, their saved cards, and the filling a
 * posted or restocked listing runs (docs/product/standing-orders.md).
 */
export function createStandingOrderServices(deps: {
  db: Db;
  listings: { findById(id: string): Promise<CatchRow | undefined> };
  sellers: Pick<SellersRepo, 'findById'>;
  orders: OrdersService;
  payments: PaymentProvider;
  notifications: NotificationsService;
  logger: Logger;
  now?: () => Date;
}) {
  const repo = createStandingOrdersRepo(deps.db);
  const cards = createStandingCards({ repo, payments: deps.payments, now: deps.now });
  return {
    standingOrders: createStandingOrdersService({ repo, sellers: deps.sellers, cards, now: deps.now }),
    standingCards: cards,
    standingFills: createStandingFills({
      repo,
      listings: deps.listings,
      orders: deps.orders,
      notifications: deps.notifications,
      sellerName: repo.sellerName,
      logger: deps.logger,
      now: deps.now,
    }),
  };
}
