import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { returnToPath } from '../../shared/auth.schema';
import { rootRoute } from './__root';

// Loaded when first visited, so the landing page does not pay for this screen.
const SignInScreen = lazyRouteComponent(() => import('../features/auth/sign-in-screen'), 'SignInScreen');

const searchSchema = z.object({
  returnTo: returnToPath,
  mode: z.enum(['sign-in', 'register']).catch('sign-in').default('sign-in'),
});

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: (search) => searchSchema.parse(search),
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
