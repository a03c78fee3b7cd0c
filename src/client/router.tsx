import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { TrpcQueryUtils } from './lib/trpc';
import { rootRoute } from './routes/__root';
import { accountRoute } from './routes/account';
import { adminRoute } from './routes/admin';
import { alertsRoute } from './routes/alerts';
import { catchRoute } from './routes/catch.$id';
import { checkoutRoute } from './routes/checkout';
import { dashboardRoute } from './routes/dashboard';
import { forgotPasswordRoute } from './routes/forgot-password';
import { indexRoute } from './routes/index';
import { infoPageRoutes } from './routes/info-pages';
import { marketplaceRoute } from './routes/marketplace';
import { myOrdersRoute } from './routes/orders';
import { orderRoute } from './routes/orders.$id';
import { receiptRoute } from './routes/orders.$id.receipt';
import { paymentRoute } from './routes/payment.$id';
import { pickupCheckRoute } from './routes/pickup-check';
import { resetPasswordRoute } from './routes/reset-password';
import { sellerRegisterRoute } from './routes/seller-register';
import { sellerRoute } from './routes/sellers.$id';
import { signInRoute } from './routes/sign-in';
import { standingOrdersRoute } from './routes/standing-orders';
import { testOnboardingRoute } from './routes/test-onboarding';
import { unsubscribeRoute } from './routes/unsubscribe';
import { verifyEmailRoute } from './routes/verify-email';

export const routeTree = rootRoute.addChildren([
  indexRoute,
  adminRoute,
  signInRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  marketplaceRoute,
  catchRoute,
  sellerRoute,
  sellerRegisterRoute,
  dashboardRoute,
  checkoutRoute,
  paymentRoute,
  myOrdersRoute,
  orderRoute,
  receiptRoute,
  pickupCheckRoute,
  accountRoute,
  alertsRoute,
  standingOrdersRoute,
  unsubscribeRoute,
  testOnboardingRoute,
  ...infoPageRoutes,
]);

/**
 * In the browser the router follows the address bar; the server draws one URL from a memory
 * history (src/client/entry-server.tsx). There it must not restore the scroll position: that
 * writes an inline script into the page, which the Content-Security-Policy refuses.
 */
export function createAppRouter(
  queryClient: QueryClient,
  trpc: TrpcQueryUtils,
  serverHistory?: RouterHistory,
) {
  return createRouter({
    routeTree,
    history: serverHistory,
    context: { queryClient, trpc },
    defaultPreload: 'intent',
    scrollRestoration: !serverHistory,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
