import { deferred } from '../deferred';
import { NavDropdownButton } from './nav-dropdown-button';
import type { NavGroup } from './nav-links';

/** A group's menu button; the menu itself arrives after the first paint (see ../deferred). */
export const NavDropdown = deferred<{ group: NavGroup }>(
  () => import('./nav-dropdown-menu'),
  ({ group, onOpenRequest }) => <NavDropdownButton group={group} onClick={onOpenRequest} />,
);
