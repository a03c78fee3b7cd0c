/** Wires repositories into services. Every router and REST shim reaches the rules through here. */
import type { Agent } from 'node:https';
import { createAccountServices } from './account-services';
import type { Db } from './db/client';
import type { Config } from './env';
import { createAccountRepo } from './features/account/account.repo';
import { createAccountService } from './features/account/account.service';
import { createAdminRepo } from './features/admin/admin.repo';
import { createAdminService } from './features/admin/admin.service';
import { createAdminOrdersRepo } from './features/admin/admin-orders.repo';
import { createAdminOrdersService } from './features/admin/admin-orders.service';
import { createAlertsRepo } from './features/alerts/alerts.repo';
import { createAlertsService } from './features/alerts/alerts.service';
import { createCartRepo } from './features/cart/cart.repo';
import { createCartService } from './features/cart/cart.service';
import { createCatalogRepo } from './features/catalog/catalog.repo';
import { createCatalogService } from './features/catalog/catalog.service';
import { createContactRepo } from './features/contact/contact.repo';
import { createContactService } from './features/contact/contact.service';
import { createDisputeNotifications } from './features/disputes/dispute-notifications';
import { createDisputesRepo } from './features/disputes/disputes.repo';
import { createDisputesService } from './features/disputes/disputes.service';
import { createHarvestAreasRepo } from './features/harvest-areas/harvest-areas.repo';
import { createHarvestAreasService } from './features/harvest-areas/harvest-areas.service';
import { createIdempotencyRepo } from './features/idempotency/idempotency.repo';
import { createIdempotencyService } from './features/idempotency/idempotency.service';
import { createLicencesRepo } from './features/licences/licences.repo';
import { createLicencesService } from './features/licences/licences.service';
import { createListingsRepo } from './features/listings/listings.repo';
import { createListingsService } from './features/listings/listings.service';
import { createModerationRepo } from './features/moderation/moderation.repo';
import { createModerationService } from './features/moderation/moderation.service';
import { createOrderMessagesRepo } from './features/order-messages/order-messages.repo';
import { createOrderMessagesService } from './features/order-messages/order-messages.service';
import { createOrdersRepo } from './features/orders/orders.repo';
import { createOrdersService } from './features/orders/orders.service';
import { createReceiptsRepo } from './features/orders/receipts.repo';
import { createReceiptsService } from './features/orders/receipts.service';
import { createSlotBookingsRepo } from './features/orders/slot-bookings.repo';
import { createPaymentsRepo } from './features/payments/payments.repo';
import {
  createPaymentsService,
  type PromotionPaymentHook,
  type SellerAccountSync,
} from './features/payments/payments.service';
import { createPromotionRepo } from './features/promotion/promotion.repo';
import { createPromotionService } from './features/promotion/promotion.service';
import { createReconciliationRepo } from './features/reconciliation/reconciliation.repo';
import { createReconciliationService } from './features/reconciliation/reconciliation.service';
import { createReviewsRepo } from './features/reviews/reviews.repo';
import { createReviewsService } from './features/reviews/reviews.service';
import { createSeasonsRepo } from './features/seasons/seasons.repo';
import { createSeasonsService } from './features/seasons/seasons.service';
import { createSellerStatsRepo } from './features/seller-stats/seller-stats.repo';
import { createSellerStatsService } from './features/seller-stats/seller-stats.service';
import { createSellersRepo } from './features/sellers/sellers.repo';
import { createSellersService } from './features/sellers/sellers.service';
import { createShellfishTags } from './features/shellfish-tags/shellfish-tags';
import { createPhoneCodesRepo } from './features/sms/phone-codes.repo';
import { createPhoneVerification } from './features/sms/phone-verification';
import { createSellerSmsCommands } from './features/sms/seller-sms-commands';
import { createSmsInbound } from './features/sms/sms-inbound';
import { createSmsInboundRepo } from './features/sms/sms-inbound.repo';
import { createStandingOrderServices } from './features/standing-orders/standing-order-services';
import { createTraceabilityServices } from './features/traceability/traceability-services';
import { createUploadsService } from './features/uploads/uploads.service';
import { createSpeciesWaitlistRepo } from './features/waitlist/species-waitlist.repo';
import { createSpeciesWaitlistService } from './features/waitlist/species-waitlist.service';
import { createWaitlistRepo } from './features/waitlist/waitlist.repo';
import { createWaitlistService } from './features/waitlist/waitlist.service';
import { createRateLimits } from './http/rate-limit';
import type { Mailer } from './integrations/email/mailer';
import { createGeocoder } from './integrations/geocoding/create-geocoder';
import { createPaymentProvider } from './integrations/payments/create-payment-provider';
import { isTestModeProvider } from './integrations/payments/test-mode-provider';
import { createFileStorage } from './integrations/storage/create-file-storage';
import type { Logger } from './lib/logger';
import { createNotificationChannels } from './notification-channels';

export interface ServiceDeps {
  db: Db;
  /** For reads that may lag a moment behind (catalog browsing): PostgreSQL's replicas, else `db`. */
  readDbs?: readonly Db[];
  config: Config;
  logger: Logger;
  now?: () => Date;
  /** How Web Push requests reach the push services; tests pass one that trusts their local server. */
  pushAgent?: Agent;
  /**
   * Wraps the mailer every service uses: the outbox keeps mail with its links redacted, so tests
   * read the links of the mail as sent (tests/helpers/outbox.ts) through this.
   */
  wrapMailer?: (mailer: Mailer) => Mailer;
}

export function createServices({
  db,
  readDbs = [db],
  config,
  logger,
  now,
  pushAgent,
  wrapMailer = (mailer) => mailer,
}: ServiceDeps) {
  const { mailer, smsOutbox, push, notifications } = createNotificationChannels({
    db,
    config,
    logger,
    now,
    pushAgent,
    wrapMailer,
  });
  const geocoder = createGeocoder({
    remoteUrl: config.geocoderUrl,
    userAgent: config.geocoderUserAgent,
    logger,
  });
  const paymentProvider = createPaymentProvider(config, db, now);
  const uploads = createUploadsService({ storage: createFileStorage(config) });
  const sellersRepo = createSellersRepo(db);
  const alerts = createAlertsService({
    repo: createAlertsRepo(db),
    sellers: sellersRepo,
    geocoder,
    notifications,
    mailer,
    logger,
    linkSecret: config.linkSecret,
    siteOrigin: config.publicUrl,
    now,
  });
  const licences = createLicencesService({
    repo: createLicencesRepo(db),
    sellers: sellersRepo,
    notifications,
    now,
  });
  const harvestAreas = createHarvestAreasService({
    repo: createHarvestAreasRepo(db),
    notifications,
    licences,
    now,
  });
  const seasons = createSeasonsService({ repo: createSeasonsRepo(db), enforced: config.seasons, now });
  const listings = createListingsService({
    repo: createListingsRepo(db),
    sellers: sellersRepo,
    licences,
    seasons,
    harvestAreas,
    uploads,
    // Followers and alert holders are told in the app now; their e-mails go out after the answer.
    published: async (catchId) => {
      try {
        await alerts.listingPublished(catchId);
        alerts.kickDispatch();
      } catch (error) {
        logger.warn('new-catch alerts failed', { catchId, error });
      }
    },
    // Declared below, with orders: only called once a listing is posted, long after start-up.
    stocked: (catchId) => standingFills.fillFromListing(catchId),
    now,
  });
  const slotBookings = createSlotBookingsRepo(db);
  const catalog = createCatalogService({
    repo: createCatalogRepo(db, readDbs),
    slotBookings,
    geocoder,
    seasons,
    now,
  });
  const orders = createOrdersService({
    repo: createOrdersRepo(db),
    cardPaymentWindowMinutes: config.cardPaymentWindowMinutes,
    slotBookings,
    notifications,
    payments: paymentProvider,
    logger,
    siteOrigin: config.publicUrl,
    now,
    // Test mode's dispute cards are disputed once charged, at the dock: what Stripe's webhook brings.
    afterCapture: async (intentId) => {
      const dispute = isTestModeProvider(paymentProvider)
        ? await paymentProvider.disputeOfIntent(intentId)
        : null;
      if (dispute) await disputes.apply(dispute);
    },
  });
  const { standingOrders, standingCards, standingFills } = createStandingOrderServices({
    db,
    listings: createListingsRepo(db),
    sellers: sellersRepo,
    orders,
    payments: paymentProvider,
    notifications,
    logger,
    now,
  });
  /** Fair-use limits any REST route, procedure or service opts into by policy name (http/rate-limit.ts). */
  const rateLimits = createRateLimits(db, config.rateLimits);
  const { emailVerification, auth, twoFactor, passkeys, passwordReset } = createAccountServices({
    db,
    config,
    logger,
    mailer,
    rateLimits,
    now,
  });
  const disputes = createDisputesService({
    repo: createDisputesRepo(db),
    orders: createOrdersRepo(db),
    notify: createDisputeNotifications(notifications, logger),
    logger,
  });
  const smsInboundRepo = createSmsInboundRepo(db);
  const speciesWaitlist = createSpeciesWaitlistService({ repo: createSpeciesWaitlistRepo(db), now });
  const waitlist = createWaitlistService({
    repo: createWaitlistRepo(db),
    speciesLines: speciesWaitlist,
    notifications,
    logger,
    holdMinutes: config.waitlistHoldMinutes,
    now,
  });
  const services = {
    rateLimits,
    idempotency: createIdempotencyService({ repo: createIdempotencyRepo(db), now }),
    mailer,
    notifications,
    push,
    smsOutbox,
    waitlist,
    speciesWaitlist,
    smsInbound: createSmsInbound({
      repo: smsInboundRepo,
      outbox: smsOutbox,
      rateLimits,
      webhookToken: config.sms.webhookToken,
      supportEmail: config.supportEmail,
      handlers: [createSellerSmsCommands({ repo: smsInboundRepo, orders, origin: config.publicUrl, now })],
      now,
    }),
    phoneVerification: createPhoneVerification({
      repo: createPhoneCodesRepo(db),
      outbox: smsOutbox,
      rateLimits,
      now,
    }),
    paymentProvider,
    alerts,
    orders,
    standingOrders,
    orderMessages: createOrderMessagesService({
      repo: createOrderMessagesRepo(db),
      orders,
      notifications,
      logger,
      now,
    }),
    reviews: createReviewsService({
      repo: createReviewsRepo(db),
      orders,
      sellers: sellersRepo,
      notifications,
      logger,
      now,
    }),
    payments: createPaymentsService({
      repo: createPaymentsRepo(db),
      paymentWindowMinutes: config.cardPaymentWindowMinutes,
      provider: paymentProvider,
      orders,
      standingCards,
      disputes,
      logger,
      // Read when an account changes: the sellers service is part of this same object.
      sellers: (): SellerAccountSync | undefined => services.sellers,
      promotions: (): PromotionPaymentHook | undefined => services.promotion,
    }),
    admin: createAdminService({ repo: createAdminRepo(db), notifications, now }),
    disputes,
    reconciliation: createReconciliationService({
      repo: createReconciliationRepo(db),
      payments: paymentProvider,
      now,
    }),
    adminOrders: createAdminOrdersService({
      repo: createAdminOrdersRepo(db),
      orders: createOrdersRepo(db),
      messages: createOrderMessagesRepo(db),
    }),
    auth,
    passkeys,
    twoFactor,
    emailVerification,
    passwordReset,
    cart: createCartService({ repo: createCartRepo(db), slotBookings, now }),
    catalog,
    moderation: createModerationService({ repo: createModerationRepo(db), notifications, catalog, now }),
    contact: createContactService({
      repo: createContactRepo(db),
      mailer,
      rateLimits,
      supportEmail: config.supportEmail,
      now,
    }),
    uploads,
    sellers: createSellersService({
      repo: sellersRepo,
      geocoder,
      uploads,
      payments: paymentProvider,
      logger,
    }),
    licences,
    seasons,
    harvestAreas,
    shellfishTags: createShellfishTags(db, now),
    listings,
    promotion: createPromotionService({
      repo: createPromotionRepo(db),
      payments: () => paymentProvider,
      readListing: (id) => listings.getById(id),
      logger,
      now,
    }),
    receipts: createReceiptsService({
      repo: createReceiptsRepo(db),
      orders: createOrdersRepo(db),
      licences: createLicencesRepo(db),
    }),
    ...createTraceabilityServices({ db, notify: (input) => notifications.notify(input), now }),
    sellerStats: createSellerStatsService({ repo: createSellerStatsRepo(db), now }),
    account: createAccountService({
      repo: createAccountRepo(db),
      orders,
      listings,
      uploads,
      payments: paymentProvider,
      emailVerification,
      alerts,
      logger,
      now,
    }),
  };
  return services;
}
export type Services = ReturnType<typeof createServices>;
