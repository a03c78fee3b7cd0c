/**
 * The browser's side of a passkey: whether it can use one, and what to tell the person when the
 * authenticator says no (a prompt dismissed, a device already enrolled) rather than the server.
 */
import { browserSupportsWebAuthn, WebAuthnError } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { passkeyMessages } from '../../shared/messages/passkeys';

/** False on the server and until the page is live: a passkey control shows only where it can work. */
export function useWebAuthnSupport(): boolean {
  const [supported, setSupported] = useState(false);
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
