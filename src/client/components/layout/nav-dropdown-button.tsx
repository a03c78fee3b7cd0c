import { Button, type ButtonProps } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import type { NavGroup } from './nav-links';

/** The button that opens a group's menu; the menu itself arrives after the first paint. */
export function NavDropdownButton({ group, ...props }: ButtonProps & { group: NavGroup }) {
  return (
    <Button variant="ghost" size="sm" px="2.5" gap="1" fontWeight="medium" {...props}>
      {group.label} <ChevronDown size={14} />
    </Button>
  );
}
