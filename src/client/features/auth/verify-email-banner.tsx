import { useLocation } from '@tanstack/react-router';
import { lazy } from 'react';
import { LazyInBrowser } from '../../components/lazy-in-browser';
import { useCurrentUser } from '../../lib/use-current-user';

// Loaded only for an account that still has to confirm: most visits never pay for it.
const VerifyEmailNotice = lazy(() =>
  import('./verify-email-notice').then((module) => ({ default: module.VerifyEmailNotice })),
);

/**
 * Above every page while the signed-in account's address is unconfirmed. It only asks: ordering
 * and selling work meanwhile; alert and digest e-mails wait for the confirmation.
 */
export function VerifyEmailBanner() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  if (!user || user.emailVerified || pathname === '/verify-email') return null;
  return (
    // Joins after hydration, which never waits for its code.
    <LazyInBrowser>
      <VerifyEmailNotice />
    </LazyInBrowser>
  );
}
