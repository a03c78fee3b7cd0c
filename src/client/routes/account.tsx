import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { guardedScreen, signedInOnly } from './guarded-screen';

const AccountScreen = guardedScreen(
  signedInOnly,
  () => import('../features/account/account-screen'),
  'AccountScreen',
);

/** Account settings, linked from the navigation (name and photo) for everyone signed in. */
export const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  component: AccountScreen,
});
