import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';

/** From this breakpoint up the whole menu fits in the top bar, so the menu button hides. */
export type MenuHiddenFrom = 'lg' | 'xl';

/** Opens the phone menu, which also holds what the top bar has no room for on small laptops. */
export function MobileMenuButton({
  hiddenFrom,
  ...props
}: Omit<IconButtonProps, 'aria-label'> & { hiddenFrom: MenuHiddenFrom }) {
  return (
    <IconButton
      aria-label="Open menu"
      variant="ghost"
      ms="-2"
      display={{ base: 'inline-flex', [hiddenFrom]: 'none' }}
      {...props}
    >
      <MenuIcon />
    </IconButton>
  );
}
