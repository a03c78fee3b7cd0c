import { Alert, Button, Link as ChakraLink, Input, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../shared/auth.schema';
import { FormField } from '../../components/ui/form-field';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';
import { TwoFactorStep } from './two-factor-step';

/** Opened from the e-mailed link; a successful reset signs this browser in and moves on. */
export function ResetPasswordScreen({ token, onDone }: { token: string; onDone: () => void }) {
  useDocumentTitle('Choose a new password');
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  /** The password is saved; the account's authenticator app still has to finish signing in. */
  const [codeStep, setCodeStep] = useState(false);
  const confirm = trpc.auth.confirmPasswordReset.useMutation({
    onSuccess: (result) => {
      if ('twoFactorRequired' in result) {
        setCodeStep(true);
        return;
      }
      utils.auth.me.setData(undefined, result);
      onDone();
    },
  });
  const errors = fieldErrorsOf(confirm.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ token, password });
  };

  if (codeStep) {
    return (
      <AuthCard title="Enter your sign-in code" lead="Your new password is saved.">
        <TwoFactorStep
          onSignedIn={onDone}
          onRestart={() => navigate({ to: '/sign-in', search: { returnTo: '/', mode: 'sign-in' } })}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      lead="Your other devices will be signed out, and this one signed in."
    >
      <form onSubmit={submit} noValidate aria-label="Choose a new password">
        <Stack gap="4">
          {(confirm.error || !token) && !errors.password && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>
                {confirm.error ? messageOf(confirm.error) : 'This reset link is invalid or has expired.'}
              </Alert.Title>
            </Alert.Root>
          )}
          <FormField
            label="New password"
            error={errors.password?.[0]}
            helper={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            required
            mark="none"
          >
            <Input
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          <Button
            type="submit"
            colorPalette="bay"
            loading={confirm.isPending}
            loadingText="Saving..."
            disabled={!token}
          >
            Save new password
          </Button>
        </Stack>
      </form>
      <Text textAlign="center" mt="5" fontSize="sm">
        Link not working?{' '}
        <ChakraLink asChild color="bay.700">
          <Link to="/forgot-password">Ask for a new one</Link>
        </ChakraLink>
      </Text>
    </AuthCard>
  );
}
