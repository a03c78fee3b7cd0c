/** The dashboard's sections: on a phone one shows at a time, picked from the bottom navigation. */
export const dashboardTabs = ['today', 'post', 'listings', 'more'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

export const dashboardTabLabels: Record<DashboardTab, string> = {
  today: 'Today',
  post: 'Post',
  listings: 'Listings',
  more: 'More',
};

export interface DashboardSearch {
  tab?: DashboardTab | undefined;
  // Read by the promotion's return from the bank and the payout account's return from Stripe.
  promote?: string | undefined;
  payment_intent?: string | undefined;
  redirect_status?: string | undefined;
  stripe?: string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value.length <= 200 ? value : undefined);

export function dashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const tab = dashboardTabs.find((name) => name === search.tab);
  return {
    tab,
    promote: text(search.promote),
    payment_intent: text(search.payment_intent),
    redirect_status: text(search.redirect_status),
    stripe: text(search.stripe),
  };
}

/**
 * The section a link opens: the one it names, else the one its return belongs to (a promotion's
 * return to the listings, Stripe's return to the payout account under More), else the day.
 */
export function tabOf(search: DashboardSearch): DashboardTab {
  if (search.tab) return search.tab;
  if (search.promote) return 'listings';
  if (search.stripe) return 'more';
  return 'today';
}
