import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { safeReturnTo } from '../../shared/return-to';
import { rootRoute } from './__root';

// Loaded when first visited, so the landing page does not pay for this screen.
const SignInScreen = lazyRouteComponent(() => import('../features/auth/sign-in-screen'), 'SignInScreen');

type SignInMode = 'sign-in' | 'register';

/** Where sign-in goes back to and which tab it opens when the address says nothing else. */
const SIGN_IN_DEFAULTS: { returnTo: string; mode: SignInMode } = { returnTo: '/', mode: 'sign-in' };

function signInSearch(search: Record<string, unknown>): { returnTo: string; mode: SignInMode } {
  return {
    returnTo: safeReturnTo(search.returnTo),
    mode: search.mode === 'register' ? 'register' : SIGN_IN_DEFAULTS.mode,
  };
}

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: signInSearch,
  // The screen's code arrives before the route draws, so a server-rendered page hydrates at once.
  loader: () => SignInScreen.preload?.(),
  // Defaults stay out of the address, so the server renders the plain URL instead of redirecting.
  search: { middlewares: [stripSearchParams(SIGN_IN_DEFAULTS)] },
  component: function SignInRoute() {
    const { mode, returnTo } = signInRoute.useSearch();
    const navigate = signInRoute.useNavigate();
    return (
      <SignInScreen
        mode={mode}
        returnTo={returnTo}
        onModeChange={(next) => void navigate({ search: { returnTo, mode: next }, replace: true })}
      />
    );
  },
});
