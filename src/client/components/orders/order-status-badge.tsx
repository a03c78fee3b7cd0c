import { Badge } from '@chakra-ui/react';
import { type OrderStatus, orderStatusLabels } from '../../../shared/order-status';

const palettes: Record<OrderStatus, string> = {
  confirmed: 'bay',
  preparing: 'orange',
  ready: 'green',
  completed: 'gray',
  cancelled: 'red',
  no_show: 'purple',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge colorPalette={palettes[status]} variant="solid" size="md" data-testid="order-status">
      {orderStatusLabels[status]}
    </Badge>
  );
}
