import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { OrderDto } from '../../../shared/order.schema';

/** The seller's name as a link to their storefront, for the buyer's view of an order. */
export function SellerLink({ seller }: { seller: OrderDto['crabber'] }) {
  return (
    <ChakraLink asChild color="bay.fg" fontWeight="medium">
      <Link to="/sellers/$id" params={{ id: seller.id }}>
        {seller.displayName}
      </Link>
    </ChakraLink>
  );
}
