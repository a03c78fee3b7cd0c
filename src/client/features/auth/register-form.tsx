import { Button, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { authMessages } from '../../../shared/messages/auth';
import { emptyAccountDraft, NewAccountFields } from '../../components/new-account-fields';
import { FormAlert } from '../../components/ui/form-alert';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const utils = trpc.useUtils();
  const [form, setForm] = useState(emptyAccountDraft);
  const [noSession, setNoSession] = useState(false);
  const register = trpc.auth.register.useMutation({
    onSuccess: async () => {
      // Sign-up answers alike for a new and a taken address (the owner of a taken one is mailed):
      // only the session tells them apart, so it is read back before going on.
      const user = await utils.auth.me.fetch(undefined, { staleTime: 0 }).catch(() => null);
      setNoSession(!user);
      if (user) onSignedIn();
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
        {noSession && !register.error && <FormAlert>{authMessages.signUpNoSession}</FormAlert>}
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
