/** "Standing order" from a storefront or a catch page: opens the set-up form on /standing-orders. */
import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Repeat } from 'lucide-react';
import { isAdmin, isSeller } from '../../../shared/users';
import { useCurrentUser } from '../../lib/use-current-user';

export function StandingOrderLink({ sellerId, catchId }: { sellerId: string; catchId?: string }) {
  const { user } = useCurrentUser();
  // Buyers only: sellers and admins cannot set standing orders (the server says 403).
  if (!user || isSeller(user) || isAdmin(user)) return null;
  return (
    <Button asChild variant="outline" colorPalette="bay" minH="12" alignSelf="start">
      <Link to="/standing-orders" search={{ seller: sellerId, ...(catchId ? { catch: catchId } : {}) }}>
        <Repeat size={18} aria-hidden />
        Standing order
      </Link>
    </Button>
  );
}
