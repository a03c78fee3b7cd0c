import { deferred } from '../deferred';
import { MobileMenuButton } from './mobile-menu-button';

/** The drawer arrives after the first paint (see ../deferred). */
export const MobileMenu = deferred<object>(
  () => import('./mobile-menu-drawer'),
  ({ onOpenRequest }) => <MobileMenuButton onClick={onOpenRequest} />,
);
