import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';

/** Opens the phone menu; shown below the large breakpoint only. */
export function MobileMenuButton(props: Omit<IconButtonProps, 'aria-label'>) {
  return (
    <IconButton
      aria-label="Open menu"
      variant="ghost"
      display={{ base: 'inline-flex', lg: 'none' }}
      {...props}
    >
      <MenuIcon />
    </IconButton>
  );
}
