import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { startAuthentication } from '@simplewebauthn/browser';
import { FingerprintPattern } from 'lucide-react';
import { useState } from 'react';
import { passkeyMessages } from '../../../shared/messages/passkeys';
import { FormAlert } from '../../components/ui/form-alert';
import { messageOf } from '../../lib/errors';
import { authenticatorMessage, useWebAuthnSupport } from '../../lib/passkey-browser';
import { trpc } from '../../lib/trpc';

/**
 * "Sign in with a passkey": one large button, easy to hit with gloves on, that asks the phone for
 * its fingerprint or screen lock and signs in. Not drawn where the browser cannot use passkeys.
 */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: () => void }) {
  const supported = useWebAuthnSupport();
  const utils = trpc.useUtils();
  const options = trpc.auth.passkeyOptions.useMutation();
  const signIn = trpc.auth.passkeySignIn.useMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!supported) return null;

  async function start() {
    setBusy(true);
    setError(null);
    try {
      const optionsJSON = await options.mutateAsync();
      const response = await startAuthentication({ optionsJSON });
      const user = await signIn.mutateAsync({ response });
      utils.auth.me.setData(undefined, user);
      onSignedIn();
    } catch (caught) {
      setError(authenticatorMessage(caught) ?? messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="3" mb="5">
      {error && <FormAlert>{error}</FormAlert>}
      <Button
        type="button"
        colorPalette="bay"
        size="xl"
        minH="16"
        fontSize="lg"
        w="full"
        onClick={start}
        loading={busy}
        loadingText="Waiting for your passkey..."
      >
        <FingerprintPattern aria-hidden />
        {passkeyMessages.signInButton}
      </Button>
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        {passkeyMessages.signInHint}
      </Text>
      <HStack gap="3" mt="1">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted" flexShrink="0">
          or with your password
        </Text>
        <Separator flex="1" />
      </HStack>
    </Stack>
  );
}
