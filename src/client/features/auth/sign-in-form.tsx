import { Button, Link as ChakraLink, Input, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { TwoFactorStep } from './two-factor-step';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  /** The password was right and the account asks for its second factor. */
  const [codeStep, setCodeStep] = useState(false);
  const login = trpc.auth.login.useMutation({
    onSuccess: (result) => {
      if ('twoFactorRequired' in result) {
        setCodeStep(true);
        return;
      }
      utils.auth.me.setData(undefined, result);
      onSignedIn();
    },
  });
  const errors = fieldErrorsOf(login.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email, password });
  };

  if (codeStep) {
    const restart = () => {
      setCodeStep(false);
      setPassword('');
      login.reset();
    };
    return <TwoFactorStep onSignedIn={onSignedIn} onRestart={restart} />;
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="4">
        {login.error && !errors.email && !errors.password && <FormAlert>{messageOf(login.error)}</FormAlert>}
        <FormField label="Email" error={errors.email?.[0]} required mark="none">
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormField>
        <FormField label="Password" error={errors.password?.[0]} required mark="none">
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        <ChakraLink asChild color="bay.700" fontSize="sm" alignSelf="flex-end" mt="-2">
          <Link to="/forgot-password">Forgot password?</Link>
        </ChakraLink>
        <Button type="submit" colorPalette="bay" loading={login.isPending} loadingText="Signing in...">
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
