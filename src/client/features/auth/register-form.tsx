import { Button, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { emptyAccountDraft, NewAccountFields } from '../../components/new-account-fields';
import { FormAlert } from '../../components/ui/form-alert';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const utils = trpc.useUtils();
  const [form, setForm] = useState(emptyAccountDraft);
  const register = trpc.auth.register.useMutation({
    onSuccess: (user) => {
      utils.auth.me.setData(undefined, user);
      onSignedIn();
    },
  });
  const errors = fieldErrorsOf(register.error);
  const hasFieldErrors = Object.values(errors).some((list) => list && list.length > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate(form);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <Stack gap="4">
        {register.error && !hasFieldErrors && <FormAlert>{messageOf(register.error)}</FormAlert>}
        <NewAccountFields
          value={form}
          onChange={setForm}
          errors={{
            firstName: errors.firstName?.[0],
            lastName: errors.lastName?.[0],
            email: errors.email?.[0],
            password: errors.password?.[0],
          }}
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
