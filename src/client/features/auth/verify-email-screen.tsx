import { Button, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { authMessages } from '../../../shared/messages/auth';
import { FormAlert } from '../../components/ui/form-alert';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';

/**
 * Opened from the e-mailed link: confirms at once, signed in or not (holding the link proves the
 * mailbox). A spent or expired link offers a new one to a signed-in owner.
 */
export function VerifyEmailScreen({ token }: { token: string }) {
  useDocumentTitle('Confirm your e-mail');
  const utils = trpc.useUtils();
  const { user } = useCurrentUser();
  const verify = trpc.auth.verifyEmail.useMutation({ onSuccess: () => utils.auth.me.invalidate() });
  const resend = trpc.auth.resendVerification.useMutation();
  // Once per page: React may mount twice in development, and a link can only be spent once.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  const failed = !token || verify.isError;
  return (
    <AuthCard title="Confirm your e-mail" lead="One click keeps order updates and alerts coming to you.">
      <Stack gap="4" aria-live="polite">
        {verify.isPending && (
          <Stack direction="row" align="center" gap="3">
            <Spinner size="sm" />
            <Text>Confirming your address...</Text>
          </Stack>
        )}
        {verify.isSuccess && <FormAlert status="success">{verify.data.message}</FormAlert>}
        {failed && (
          <FormAlert>{verify.error ? messageOf(verify.error) : authMessages.verifyEmailInvalid}</FormAlert>
        )}
        {failed && user && !user.emailVerified && (
          <Stack gap="2">
            {resend.isSuccess && <FormAlert status="success">{resend.data.message}</FormAlert>}
            {resend.isError && <FormAlert>{messageOf(resend.error)}</FormAlert>}
            <Button
              variant="outline"
              colorPalette="bay"
              onClick={() => resend.mutate()}
              loading={resend.isPending}
              loadingText="Sending..."
            >
              Send me a new link
            </Button>
          </Stack>
        )}
        {failed && !user && (
          <Text fontSize="sm">
            Sign in to get a new link:{' '}
            <ChakraLink asChild color="bay.700">
              <Link to="/sign-in" search={{ returnTo: '/account', mode: 'sign-in' }}>
                Sign in
              </Link>
            </ChakraLink>
          </Text>
        )}
        {!verify.isPending && (
          <Button asChild colorPalette="bay" variant={failed ? 'ghost' : 'solid'}>
            <Link to="/marketplace">Browse today's catch</Link>
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
