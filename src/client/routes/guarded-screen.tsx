/**
 * A route's screen behind a guard (signed-in only, admins only). The screen and its guard load
 * together when the route is first visited, so neither weighs on the first page.
 */
import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';

type Guard = ComponentType<{ children: ReactNode }>;

export const signedInOnly = () =>
  import('../components/signed-in-only').then((module) => module.SignedInOnly);
export const adminOnly = () => import('../features/admin/admin-gate').then((module) => module.AdminGate);

export function guardedScreen<TModule, TProps extends object = object>(
  loadGuard: () => Promise<Guard>,
  loadScreen: () => Promise<TModule>,
  name: keyof TModule,
) {
  return lazyRouteComponent(() =>
    Promise.all([loadGuard(), loadScreen()]).then(([Guard, module]) => {
      const Screen = module[name] as ComponentType<TProps>;
      return {
        default: (props: TProps) => (
          <Guard>
            <Screen {...props} />
          </Guard>
        ),
      };
    }),
  );
}
