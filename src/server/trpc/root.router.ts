import { accountRouter } from '../features/account/account.router';
import { adminRouter } from '../features/admin/admin.router';
import { alertsRouter } from '../features/alerts/alerts.router';
import { authRouter } from '../features/auth/auth.router';
import { cartRouter } from '../features/cart/cart.router';
import { catalogRouter } from '../features/catalog/catalog.router';
import { contactRouter } from '../features/contact/contact.router';
import { formsRouter } from '../features/forms/forms.router';
import { harvestAreasRouter } from '../features/harvest-areas/harvest-areas.router';
import { licencesRouter } from '../features/licences/licences.router';
import { listingsRouter } from '../features/listings/listings.router';
import { moderationRouter } from '../features/moderation/moderation.router';
import { notificationsRouter } from '../features/notifications/notifications.router';
import { orderMessagesRouter } from '../features/order-messages/order-messages.router';
import { ordersRouter } from '../features/orders/orders.router';
import { receiptsRouter } from '../features/orders/receipts.router';
import { paymentsRouter } from '../features/payments/payments.router';
import { promotionRouter } from '../features/promotion/promotion.router';
import { pushRouter } from '../features/push/push.router';
import { reviewsRouter } from '../features/reviews/reviews.router';
import { seasonsRouter } from '../features/seasons/seasons.router';
import { sellerStatsRouter } from '../features/seller-stats/seller-stats.router';
import { sellersRouter } from '../features/sellers/sellers.router';
import { smsRouter } from '../features/sms/sms.router';
import { standingOrdersRouter } from '../features/standing-orders/standing-orders.router';
import { traceabilityRouter } from '../features/traceability/traceability.router';
import { twoFactorRouter } from '../features/two-factor/two-factor.router';
import { waitlistRouter } from '../features/waitlist/waitlist.router';
import { router } from './init';

export const appRouter = router({
  account: accountRouter,
  admin: adminRouter,
  alerts: alertsRouter,
  standingOrders: standingOrdersRouter,
  auth: authRouter,
  cart: cartRouter,
  catalog: catalogRouter,
  contact: contactRouter,
  forms: formsRouter,
  // `crabber` is the procedure name the client calls, as /api/crabber is the REST path.
  crabber: sellerStatsRouter,
  licences: licencesRouter,
  seasons: seasonsRouter,
  harvestAreas: harvestAreasRouter,
  listings: listingsRouter,
  moderation: moderationRouter,
  notifications: notificationsRouter,
  orderMessages: orderMessagesRouter,
  orders: ordersRouter,
  payments: paymentsRouter,
  promotion: promotionRouter,
  push: pushRouter,
  receipts: receiptsRouter,
  reviews: reviewsRouter,
  sellers: sellersRouter,
  traceability: traceabilityRouter,
  twoFactor: twoFactorRouter,
  sms: smsRouter,
  waitlist: waitlistRouter,
});
export type AppRouter = typeof appRouter;
