import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { returnToPath } from '../../shared/auth.schema';
import { SignInScreen } from '../features/auth/sign-in-screen';
import { rootRoute } from './__root';

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
