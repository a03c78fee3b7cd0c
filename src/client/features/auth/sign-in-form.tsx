import { Button, Link as ChakraLink, Input, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { nativePostProps } from '../../../shared/native-forms';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useFormPage } from '../../lib/use-form-page';
import { TwoFactorStep } from './two-factor-step';

/**
 * Email and password. The form is also a real post to the server (src/shared/form-posts.ts), sent
 * by the browser when it is tapped before the app is live; the server's answer lands back here,
 * with the refusal and the address typed, or on the code step (`startAtCode`).
 */
export function SignInForm({
  onSignedIn,
  returnTo,
  startAtCode = false,
}: {
  onSignedIn: () => void;
  returnTo: string;
  startAtCode?: boolean;
}) {
  const utils = trpc.useUtils();
  const notice = useFormPage('signIn')?.notice;
  const [email, setEmail] = useState(notice?.email ?? '');
  const [password, setPassword] = useState('');
  /** The password was right and the account asks for its second factor. */
  const [codeStep, setCodeStep] = useState(startAtCode);
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
    <form onSubmit={submit} noValidate aria-label="Sign in" {...nativePostProps('signIn')}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <Stack gap="4">
        {login.error
          ? !errors.email && !errors.password && <FormAlert>{messageOf(login.error)}</FormAlert>
          : notice && <FormAlert>{notice.description}</FormAlert>}
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
