/** Who is asking about an order: the buyer's account, and the seller profile if they have one. */
export interface OrderViewer {
  userId: string;
  crabberId: string | null;
}

export function viewerOf(user: { id: string; crabberProfile: { id: string } | null }): OrderViewer {
  return { userId: user.id, crabberId: user.crabberProfile?.id ?? null };
}
