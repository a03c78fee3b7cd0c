import { Button, Link as ChakraLink, Input, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';

export function ForgotPasswordScreen() {
  useDocumentTitle('Forgot password');
  const [email, setEmail] = useState('');
  const request = trpc.auth.requestPasswordReset.useMutation();
  const errors = fieldErrorsOf(request.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate({ email });
  };

  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter the e-mail address of your account and we will send you a link to choose a new one."
    >
      {request.isSuccess ? (
        <Stack gap="4">
          <FormAlert status="success">{request.data.message}</FormAlert>
          <Text color="fg.muted" fontSize="sm">
            No e-mail after a few minutes? Check your spam folder, or{' '}
            <ChakraLink as="button" color="bay.700" onClick={() => request.reset()}>
              try again
            </ChakraLink>
            .
          </Text>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Forgot password">
          <Stack gap="4">
            {request.error && !errors.email && <FormAlert>{messageOf(request.error)}</FormAlert>}
            <FormField label="Email" error={errors.email?.[0]} required mark="none">
              <Input
                name="email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </FormField>
            <Button type="submit" colorPalette="bay" loading={request.isPending} loadingText="Sending...">
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Text textAlign="center" mt="5" fontSize="sm">
        <ChakraLink asChild color="bay.700">
          <Link to="/sign-in" search={{ returnTo: '/', mode: 'sign-in' }}>
            Back to sign in
          </Link>
        </ChakraLink>
      </Text>
    </AuthCard>
  );
}
