import { useLocation } from '@tanstack/react-router';

/**
 * The sign-in navigation that comes back to the page the visitor is on (docs/product/accounts.md),
 * except from the sign-in screen itself.
 */
export function useSignInHref(): string {
  const location = useLocation();
  const here = location.pathname === '/sign-in' ? '/' : `${location.pathname}${location.searchStr}`;
  return here === '/' ? '/api/login' : `/api/login?returnTo=${encodeURIComponent(here)}`;
}
