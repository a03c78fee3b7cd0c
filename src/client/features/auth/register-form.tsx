import { Alert, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../shared/auth.schema';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { AuthField } from './auth-field';

export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const utils = trpc.useUtils();
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const register = trpc.auth.register.useMutation({
    onSuccess: (user) => {
      utils.auth.me.setData(undefined, user);
      onSignedIn();
    },
  });
  const errors = fieldErrorsOf(register.error);
  const hasFieldErrors = Object.values(errors).some((list) => list && list.length > 0);
  const bind = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((prev) => ({ ...prev, [key]: e.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate(form);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <Stack gap="4">
        {register.error && !hasFieldErrors && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{messageOf(register.error)}</Alert.Title>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <AuthField
            name="firstName"
            label="First name"
            autoComplete="given-name"
            errors={errors.firstName}
            {...bind('firstName')}
          />
          <AuthField
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            errors={errors.lastName}
            {...bind('lastName')}
          />
        </SimpleGrid>
        <AuthField
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          errors={errors.email}
          {...bind('email')}
        />
        <AuthField
          name="password"
          type="password"
          label="Password"
          autoComplete="new-password"
          helper={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          errors={errors.password}
          {...bind('password')}
        />
        <Button
          type="submit"
          colorPalette="crab"
          loading={register.isPending}
          loadingText="Creating account..."
        >
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
