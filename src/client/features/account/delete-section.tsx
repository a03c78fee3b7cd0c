import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { forgetDeviceData } from '../../lib/device-data';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { CurrentPasswordField } from './current-password-field';
import { SettingsSection } from './settings-section';

/**
 * Deleting asks for the password in a dialog. The server refuses while orders or payments are in
 * flight and says why; on success the browser is signed out and goes home with a full load, so no
 * screen keeps the deleted account's data.
 */
export function DeleteSection({ isSeller }: { isSeller: boolean }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = trpc.account.delete.useMutation({
    // Nothing of the account stays on the device: what it kept for offline use goes too.
    onSuccess: () => forgetDeviceData().then(() => window.location.assign('/')),
  });
  const fieldError = fieldErrorsOf(remove.error).password?.[0];

  function close(next: boolean) {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) {
      setPassword('');
      remove.reset();
    }
  }

  return (
    <SettingsSection
      title="Delete account"
      tone="danger"
      description={
        isSeller
          ? 'Your name, e-mail, phone and photo are erased and your listings end. Past orders stay in your buyers’ records.'
          : 'Your name, e-mail, phone and photo are erased. Sellers keep past orders with the buyer shown as "Deleted account".'
      }
    >
      <Button colorPalette="red" variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={close}
        role="alertdialog"
        title="Delete your account?"
        confirmLabel="Delete account"
        cancelLabel="Cancel"
        tone="danger"
        pending={remove.isPending}
        pendingLabel="Deleting..."
        cancelDisabled={remove.isPending}
        onConfirm={() => remove.mutate({ password })}
      >
        <Stack
          as="form"
          gap="4"
          onSubmit={(event) => {
            event.preventDefault();
            remove.mutate({ password });
          }}
        >
          <Text>This cannot be undone. You will be signed out on every device.</Text>
          <CurrentPasswordField label="Password" value={password} onChange={setPassword} error={fieldError} />
          {remove.isError && !fieldError && <FormAlert>{messageOf(remove.error)}</FormAlert>}
        </Stack>
      </ConfirmDialog>
    </SettingsSection>
  );
}
