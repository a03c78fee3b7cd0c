/**
 * Routes of the specification whose screens are not built yet. Each is registered with its real
 * access rule (signed-out visitors are sent to sign in, /admin explains itself) and otherwise
 * shows the not-found screen: nothing is faked. A feature replaces its entry with a route file.
 */
import { createRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { SignedInOnly } from '../components/signed-in-only';
import { AdminGate } from '../features/admin/admin-gate';
import { rootRoute } from './__root';

type Access = 'public' | 'signed-in' | 'admin';

function screenFor(access: Access) {
  if (access === 'signed-in') {
    return () => (
      <SignedInOnly>
        <NotFoundScreen />
      </SignedInOnly>
    );
  }
  if (access === 'admin') {
    return () => (
      <AdminGate>
        <NotFoundScreen />
      </AdminGate>
    );
  }
  return NotFoundScreen;
}

/** Generic in the path so the router keeps each literal path for typed links. */
function unbuiltRoute<const TPath extends string>(path: TPath, access: Access) {
  return createRoute({ getParentRoute: () => rootRoute, path, component: screenFor(access) });
}

export const unbuiltRoutes = [
  unbuiltRoute('/how-it-works', 'public'),
  unbuiltRoute('/sizing-guide', 'public'),
  unbuiltRoute('/safety-handling', 'public'),
  unbuiltRoute('/pickup-locations', 'public'),
  unbuiltRoute('/start-selling', 'public'),
  unbuiltRoute('/verification-process', 'public'),
  unbuiltRoute('/payout-information', 'public'),
  unbuiltRoute('/best-practices', 'public'),
  unbuiltRoute('/contact-us', 'public'),
  unbuiltRoute('/faq', 'public'),
  unbuiltRoute('/terms-of-service', 'public'),
  unbuiltRoute('/privacy-policy', 'public'),
  unbuiltRoute('/seller-register', 'public'),
  unbuiltRoute('/marketplace', 'signed-in'),
  unbuiltRoute('/catch/$id', 'signed-in'),
  unbuiltRoute('/dashboard', 'signed-in'),
  unbuiltRoute('/checkout', 'signed-in'),
  unbuiltRoute('/payment/$id', 'signed-in'),
  unbuiltRoute('/orders/$id', 'signed-in'),
  unbuiltRoute('/admin', 'admin'),
] as const;
