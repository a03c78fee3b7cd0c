import { Alert, Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../shared/auth.schema';
import { FormField } from '../../components/ui/form-field';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

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
          <FormField label="First name" error={errors.firstName?.[0]} required mark="none">
            <Input name="firstName" autoComplete="given-name" {...bind('firstName')} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.[0]} required mark="none">
            <Input name="lastName" autoComplete="family-name" {...bind('lastName')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Email" error={errors.email?.[0]} required mark="none">
          <Input name="email" type="email" autoComplete="email" {...bind('email')} />
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.[0]}
          helper={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          required
          mark="none"
        >
          <Input name="password" type="password" autoComplete="new-password" {...bind('password')} />
        </FormField>
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
