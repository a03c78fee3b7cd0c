import { createRoute } from '@tanstack/react-router';
import { LandingScreen } from '../features/landing/landing-screen';
import { rootRoute } from './__root';

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: LandingScreen,
});
