import { authRouter } from '../features/auth/auth.router';
import { cartRouter } from '../features/cart/cart.router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  cart: cartRouter,
});
export type AppRouter = typeof appRouter;
