import { Menu, Portal } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { MaybeOpen } from '../deferred';
import { NavDropdownButton } from './nav-dropdown-button';
import type { NavGroup } from './nav-links';

export default function NavDropdownMenu({ group, defaultOpen }: { group: NavGroup } & MaybeOpen) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <NavDropdownButton group={group} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            {group.links.map((link) => (
              <Menu.Item key={link.to} value={link.to} asChild>
                <Link to={link.to}>{link.label}</Link>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
