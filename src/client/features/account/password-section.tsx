import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../shared/auth.schema';
import { accountMessages } from '../../../shared/messages/account';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { CurrentPasswordField } from './current-password-field';
import { SettingsSection } from './settings-section';

/** A new password needs the current one; every other signed-in device is signed out. */
export function PasswordSection() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const utils = trpc.useUtils();
  const change = trpc.account.changePassword.useMutation({
    onSuccess: async () => {
      setCurrentPassword('');
      setNewPassword('');
      await utils.account.sessions.invalidate();
    },
  });
  const errors = fieldErrorsOf(change.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    change.mutate({ currentPassword, newPassword });
  }

  return (
    <SettingsSection title="Password" description="Changing it signs you out everywhere except here.">
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="4">
          {/* Lets password managers file the new password under this account. */}
          <input type="hidden" autoComplete="username" />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <CurrentPasswordField
              value={currentPassword}
              onChange={setCurrentPassword}
              error={errors.currentPassword?.[0]}
            />
            <FormField
              label="New password"
              required
              error={errors.newPassword?.[0]}
              helper={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            >
              <Input
                type="password"
                autoComplete="new-password"
                value={newPassword}
                onChange={(event) => setNewPassword(event.target.value)}
              />
            </FormField>
          </SimpleGrid>
          {change.isError && !errors.currentPassword && !errors.newPassword && (
            <FormAlert>{messageOf(change.error)}</FormAlert>
          )}
          {change.isSuccess && <FormAlert status="success">{accountMessages.passwordChanged}</FormAlert>}
          <Button type="submit" colorPalette="bay" alignSelf="start" loading={change.isPending}>
            Change password
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
