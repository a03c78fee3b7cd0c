import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AppLayout } from '../components/layout/app-layout';
import { NotFoundScreen } from '../components/not-found-screen';
import { Toaster } from '../components/ui/toaster';
import { VerifyEmailBanner } from '../features/auth/verify-email-banner';
import { CartButton } from '../features/cart/cart-button';
import { NotificationBell } from '../features/notifications/notification-bell';
import type { TrpcQueryUtils } from '../lib/trpc';

export interface RouterContext {
  queryClient: QueryClient;
  /** tRPC helpers over the same query cache, for loaders that prefetch what a screen reads. */
  trpc: TrpcQueryUtils;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppLayout
      navActions={<NotificationBell />}
      everyoneNavActions={<CartButton />}
      banner={<VerifyEmailBanner />}
    >
      <Outlet />
      <Toaster />
    </AppLayout>
  ),
  notFoundComponent: NotFoundScreen,
});
