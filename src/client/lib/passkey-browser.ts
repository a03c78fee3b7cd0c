/**
 * The browser's side of a passkey: whether it can use one, and what to tell the person when the
 * authenticator says no (a prompt dismissed, a device already enrolled) rather than the server.
 */
import { browserSupportsWebAuthn, WebAuthnError } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { passkeyMessages } from '../../shared/messages/passkeys';

/**
 * Whether this browser can use passkeys. Assumed on the server and until the page is live (nearly
 * every browser can), so the server-drawn sign-in screen does not shift under a thumb; the control
 * goes away once the browser is found to lack WebAuthn.
 */
export function useWebAuthnSupport(): boolean {
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);
  return supported;
}

/** The words for an error thrown by startRegistration or startAuthentication; undefined for a server error. */
export function authenticatorMessage(error: unknown): string | undefined {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return passkeyMessages.alreadyRegistered;
    return passkeyMessages.cancelled;
  }
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return passkeyMessages.cancelled;
  }
  return undefined;
}
