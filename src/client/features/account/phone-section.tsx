import { Button, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { AccountDto } from '../../../shared/account.schema';
import { formatUsPhone } from '../../../shared/phone';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { SettingsSection } from './settings-section';
import { useAccountRefresh } from './use-account-refresh';

/** An optional US phone number; a seller's is how buyers with an open order reach them at the dock. */
export function PhoneSection({ account, isSeller }: { account: AccountDto; isSeller: boolean }) {
  const [phone, setPhone] = useState(account.phone ? formatUsPhone(account.phone) : '');
  const [saved, setSaved] = useState(false);
  const refresh = useAccountRefresh();
  const update = trpc.account.update.useMutation({
    onSuccess: async (next) => {
      setPhone(next.phone ? formatUsPhone(next.phone) : '');
      setSaved(true);
      await refresh();
    },
  });
  const error = fieldErrorsOf(update.error).phone?.[0];

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    update.mutate({ phone });
  }

  return (
    <SettingsSection
      title="Phone"
      description={
        isSeller
          ? 'Buyers holding an open order with you see it as Call and Text links, so they can reach you at the dock. Nobody else does.'
          : 'Optional. Only you see it.'
      }
    >
      <form onSubmit={submit} noValidate aria-label="Phone">
        <Stack gap="4">
          <FormField label="Phone number" mark="optional" error={error} helper="A US number with area code.">
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(410) 555-1234"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          </FormField>
          {update.isError && !error && <FormAlert>{messageOf(update.error)}</FormAlert>}
          {saved && <FormAlert status="success">{phone ? 'Phone saved.' : 'Phone removed.'}</FormAlert>}
          <Button type="submit" colorPalette="bay" alignSelf="start" loading={update.isPending}>
            Save phone
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
