/** An order as the orders repositories read it: the row, its lines, and who sells and buys. */
import type {
  crabberProfiles,
  creditNotes,
  disputes,
  orderItems,
  orderLineAdjustments,
  orders,
  users,
} from '../../db/tables';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type LineAdjustmentRow = typeof orderLineAdjustments.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
  crabber: typeof crabberProfiles.$inferSelect;
  buyer: Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email' | 'deletedAt'>;
  /** The seller's own account e-mail, for their notifications. */
  sellerEmail: string;
  /** The seller's phone, which only a buyer with an open order gets to see. */
  sellerPhone: string | null;
  sellerUserId: string;
  /** Changes to the lines after checkout (short lines), oldest first. */
  adjustments: LineAdjustmentRow[];
  /** Money given back after payment, oldest first. */
  creditNotes: CreditNoteRow[];
  /** The order's latest card dispute, if its charge was ever disputed. */
  dispute?: typeof disputes.$inferSelect | null;
}
