import { Button, Menu, Portal } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import type { NavGroup } from './nav-links';

export function NavDropdown({ group }: { group: NavGroup }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" fontWeight="medium">
          {group.label} <ChevronDown size={14} />
        </Button>
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
