import { trpc } from '../../lib/trpc';

/** After a change the account page and the navigation (the current user) read it again at once. */
export function useAccountRefresh() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.account.get.invalidate(), utils.auth.me.invalidate()]);
}
