import { deferred } from '../deferred';
import { type MenuHiddenFrom, MobileMenuButton } from './mobile-menu-button';

/** The drawer arrives after the first paint (see ../deferred). */
export const MobileMenu = deferred<{ hiddenFrom: MenuHiddenFrom }>(
  () => import('./mobile-menu-drawer'),
  ({ hiddenFrom, onOpenRequest }) => <MobileMenuButton hiddenFrom={hiddenFrom} onClick={onOpenRequest} />,
);
