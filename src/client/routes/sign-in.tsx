import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { SIGN_IN_CODE_STEP } from '../../shared/native-forms';
import { safeReturnTo } from '../../shared/return-to';
import { rootRoute } from './__root';

// Loaded when first visited, so the landing page does not pay for this screen.
const SignInScreen = lazyRouteComponent(() => import('../features/auth/sign-in-screen'), 'SignInScreen');

type SignInMode = 'sign-in' | 'register';

interface SignInSearch {
  returnTo: string;
  mode: SignInMode;
  /** `signed-in-only`: the visitor was sent here from a page that needs an account (src/shared/page-meta.ts). */
  why?: 'signed-in-only';
  /** The code step of a two-factor sign-in, where a password sign-in posted by the browser lands. */
  step?: typeof SIGN_IN_CODE_STEP;
}

/** Where sign-in goes back to and which tab it opens when the address says nothing else. */
const SIGN_IN_DEFAULTS: SignInSearch = { returnTo: '/', mode: 'sign-in' };

function signInSearch(search: Record<string, unknown>): SignInSearch {
  return {
    returnTo: safeReturnTo(search.returnTo),
    mode: search.mode === 'register' ? 'register' : SIGN_IN_DEFAULTS.mode,
    why: search.why === 'signed-in-only' ? 'signed-in-only' : undefined,
    step: search.step === SIGN_IN_CODE_STEP ? SIGN_IN_CODE_STEP : undefined,
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
    const { mode, returnTo, why, step } = signInRoute.useSearch();
    const navigate = signInRoute.useNavigate();
    return (
      <SignInScreen
        mode={mode}
        returnTo={returnTo}
        sentFromPage={why === 'signed-in-only'}
        startAtCode={step === SIGN_IN_CODE_STEP}
        onModeChange={(next) => void navigate({ search: { returnTo, mode: next, why }, replace: true })}
      />
    );
  },
});
