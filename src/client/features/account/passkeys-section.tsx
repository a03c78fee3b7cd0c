import { Button, Center, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { startRegistration } from '@simplewebauthn/browser';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { AccountSessionDto } from '../../../shared/account.schema';
import { onDockClock } from '../../../shared/dock-clock';
import { passkeyMessages } from '../../../shared/messages/passkeys';
import { MAX_PASSKEYS_PER_ACCOUNT, type PasskeyDto } from '../../../shared/passkeys.schema';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { authenticatorMessage, useWebAuthnSupport } from '../../lib/passkey-browser';
import { trpc } from '../../lib/trpc';
import { SettingsSection } from './settings-section';

const day = (iso: string) => onDockClock(iso, { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * A name the person will recognise, from this browser's own session in the device list:
 * "Chrome on Android 14". The version of the browser changes too often to name a device by.
 */
function suggestedName(sessions: AccountSessionDto[] | undefined): string {
  const here = sessions?.find((session) => session.current);
  const browser = here?.browser?.replace(/\s+\d+$/, '');
  const name = [browser, here?.os].filter(Boolean).join(' on ');
  return name || passkeyMessages.defaultName;
}

function PasskeyRow({ passkey, onRemove }: { passkey: PasskeyDto; onRemove: () => void }) {
  return (
    <HStack as="li" align="start" gap="3" data-testid="account-passkey">
      <KeyRound size={20} aria-hidden />
      <Stack gap="0" minW="0" flex="1">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {passkey.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Added {day(passkey.createdAt)} ·{' '}
          {passkey.lastUsedAt ? `Last used ${day(passkey.lastUsedAt)}` : passkeyMessages.neverUsed}
        </Text>
      </Stack>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        onClick={onRemove}
        aria-label={`Remove ${passkey.name}`}
      >
        Remove
      </Button>
    </HStack>
  );
}

/** The account's passkeys: each device that signs in with a fingerprint or screen lock, added and removed here. */
export function PasskeysSection() {
  const supported = useWebAuthnSupport();
  const list = trpc.account.passkeys.list.useQuery();
  const sessions = trpc.account.sessions.useQuery();
  const options = trpc.account.passkeys.options.useMutation();
  const register = trpc.account.passkeys.register.useMutation();
  const remove = trpc.account.passkeys.remove.useMutation({ onSuccess: () => list.refetch() });
  const [name, setName] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const [removing, setRemoving] = useState<PasskeyDto | null>(null);
  const nameValue = name ?? suggestedName(sessions.data);
  const full = (list.data?.length ?? 0) >= MAX_PASSKEYS_PER_ACCOUNT;
  const nameError = fieldErrorsOf(register.error).name?.[0];

  async function add(event: FormEvent) {
    event.preventDefault();
    setAdding(true);
    setAddError(null);
    setAdded(false);
    register.reset();
    try {
      const optionsJSON = await options.mutateAsync();
      const response = await startRegistration({ optionsJSON });
      await register.mutateAsync({ response, name: nameValue });
      setName(null);
      setAdded(true);
      await list.refetch();
    } catch (caught) {
      if (!fieldErrorsOf(caught).name) setAddError(authenticatorMessage(caught) ?? messageOf(caught));
    } finally {
      setAdding(false);
    }
  }

  return (
    <SettingsSection title={passkeyMessages.sectionTitle} description={passkeyMessages.sectionDescription}>
      {list.isLoading ? (
        <Center py="6">
          <LoadingSpinner label="Loading passkeys" />
        </Center>
      ) : list.isError ? (
        <FormAlert>{messageOf(list.error)}</FormAlert>
      ) : list.data?.length ? (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Passkeys">
          {list.data.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              onRemove={() => {
                remove.reset();
                setRemoving(passkey);
              }}
            />
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">{passkeyMessages.empty}</Text>
      )}
      {remove.isSuccess && <FormAlert status="success">{passkeyMessages.removed}</FormAlert>}
      {added && <FormAlert status="success">{passkeyMessages.added}</FormAlert>}
      {addError && <FormAlert>{addError}</FormAlert>}
      {!supported ? (
        <Text fontSize="sm" color="fg.muted">
          {passkeyMessages.unsupported}
        </Text>
      ) : full ? (
        <Text fontSize="sm" color="fg.muted">
          {passkeyMessages.tooMany(MAX_PASSKEYS_PER_ACCOUNT)}
        </Text>
      ) : (
        <form onSubmit={add} noValidate aria-label={passkeyMessages.addButton}>
          <Stack gap="3" maxW="md">
            <FormField label={passkeyMessages.nameLabel} helper={passkeyMessages.nameHint} error={nameError}>
              <Input value={nameValue} maxLength={60} onChange={(event) => setName(event.target.value)} />
            </FormField>
            <Button
              type="submit"
              colorPalette="bay"
              alignSelf="start"
              loading={adding}
              loadingText="Waiting for your device..."
            >
              {passkeyMessages.addButton}
            </Button>
          </Stack>
        </form>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        role="alertdialog"
        title={passkeyMessages.removeTitle}
        confirmLabel={passkeyMessages.removeConfirm}
        cancelLabel="Keep it"
        tone="danger"
        pending={remove.isPending}
        cancelDisabled={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate({ id: removing.id }, { onSuccess: () => setRemoving(null) });
        }}
      >
        {removing && <Text>{passkeyMessages.removeBody(removing.name)}</Text>}
        {remove.isError && <FormAlert>{messageOf(remove.error)}</FormAlert>}
      </ConfirmDialog>
    </SettingsSection>
  );
}
