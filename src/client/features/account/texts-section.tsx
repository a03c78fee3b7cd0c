import { Badge, Button, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { formatUsPhone } from '../../../shared/phone';
import type { SmsSettingsDto } from '../../../shared/sms.schema';
import type { SmsPreferenceKind } from '../../../shared/sms-kinds';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { SettingsSection } from './settings-section';
import { useAccountRefresh } from './use-account-refresh';

const BUYER_CHOICES: { kind: SmsPreferenceKind; label: string }[] = [
  { kind: 'ready', label: 'My order is ready' },
  { kind: 'moved', label: 'My pickup is moved or cancelled' },
  { kind: 'short', label: 'Short catch or final weight' },
  { kind: 'waitlist', label: 'A waitlist hold' },
  { kind: 'standing', label: 'A standing order filled' },
  { kind: 'reminders', label: 'A reminder before my pickup' },
];
const SELLER_CHOICES: { kind: SmsPreferenceKind; label: string }[] = [
  { kind: 'orders', label: 'New orders, cancellations, messages and reviews' },
  { kind: 'reminders', label: "Tomorrow's pickups, the evening before" },
];

const DESCRIPTION = {
  seller:
    'Buyers holding an open order with you see your number as Call and Text links; nobody else does. Confirm it to hear of new orders by text, and to run your dock day by text: LIST, READY, LATE 20, WX. Reply STOP to any text to stop them all.',
  buyer:
    'Optional; only you see it. Confirm it to get a text when your order is ready or your pickup changes, even with no data signal. Reply STOP to any text to stop them all.',
};

/**
 * The person's one phone number (docs/product/text-messages.md): a seller's is how buyers with an
 * open order reach them at the dock. Confirmed with a texted code, it also receives the texts they
 * choose; a seller may keep a number that takes no texts (a landline), saved without a code.
 */
export function TextsSection({ isSeller }: { isSeller: boolean }) {
  const settings = trpc.sms.settings.useQuery();
  const utils = trpc.useUtils();
  const refresh = useAccountRefresh();
  const [notice, setNotice] = useState('');
  const onSuccess = async (next: SmsSettingsDto) => {
    utils.sms.settings.setData(undefined, next);
    setNotice(next.message);
    await refresh();
  };
  const sendCode = trpc.sms.sendCode.useMutation({ onSuccess });
  const verify = trpc.sms.verify.useMutation({ onSuccess });
  const remove = trpc.sms.remove.useMutation({ onSuccess });
  const savePrefs = trpc.sms.savePrefs.useMutation({ onSuccess });
  const saveUnconfirmed = trpc.account.update.useMutation({
    onSuccess: async () => {
      await utils.sms.settings.invalidate();
      setNotice('Phone saved. It gets no texts until you confirm it.');
      setPhone('');
      await refresh();
    },
  });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const data = settings.data;
  const failed = [sendCode, verify, remove, savePrefs, saveUnconfirmed].find((mutation) => mutation.isError);
  const phoneError =
    fieldErrorsOf(sendCode.error).phone?.[0] ?? fieldErrorsOf(saveUnconfirmed.error).phone?.[0];
  const choices = isSeller
    ? [...SELLER_CHOICES, ...BUYER_CHOICES.filter((c) => c.kind !== 'reminders')]
    : BUYER_CHOICES;

  function submitPhone(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    sendCode.mutate({ phone });
  }
  function submitCode(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    verify.mutate(
      { code },
      {
        onSuccess: () => {
          setCode('');
          setPhone('');
        },
      },
    );
  }

  return (
    <SettingsSection title="Phone and texts" description={isSeller ? DESCRIPTION.seller : DESCRIPTION.buyer}>
      {!data ? (
        settings.isError && <FormAlert>{messageOf(settings.error)}</FormAlert>
      ) : (
        <Stack gap="4">
          {data.phone && (
            <HStack gap="3" wrap="wrap">
              <Text fontWeight="semibold">{formatUsPhone(data.phone)}</Text>
              {data.phoneVerified ? (
                <Badge colorPalette="green">Verified</Badge>
              ) : (
                <Badge colorPalette="gray">Not confirmed: no texts</Badge>
              )}
              {!data.phoneVerified && !data.pendingPhone && (
                <Button
                  size="sm"
                  colorPalette="bay"
                  onClick={() => sendCode.mutate({ phone: data.phone! })}
                  loading={sendCode.isPending}
                >
                  Confirm for texts
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={() => remove.mutate()} loading={remove.isPending}>
                Remove number
              </Button>
            </HStack>
          )}
          <form onSubmit={submitPhone} noValidate aria-label="Mobile number for texts">
            <Stack gap="3">
              <FormField
                label={data.phone ? 'Use another mobile number' : 'Mobile number'}
                error={phoneError}
                helper="We text it a 6-digit code to confirm it is yours."
              >
                <Input
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder="(410) 555-1234"
                  value={phone}
                  onChange={(event) => setPhone(event.target.value)}
                />
              </FormField>
              <HStack gap="3" wrap="wrap">
                <Button type="submit" variant="outline" colorPalette="bay" loading={sendCode.isPending}>
                  Send code
                </Button>
                {isSeller && (
                  <Button
                    variant="ghost"
                    colorPalette="bay"
                    loading={saveUnconfirmed.isPending}
                    onClick={() => {
                      setNotice('');
                      saveUnconfirmed.mutate({ phone });
                    }}
                  >
                    Save without texts
                  </Button>
                )}
              </HStack>
            </Stack>
          </form>
          {data.pendingPhone && (
            <form onSubmit={submitCode} noValidate aria-label="Confirmation code">
              <Stack gap="3">
                <FormField
                  label={`Code texted to ${formatUsPhone(data.pendingPhone)}`}
                  error={fieldErrorsOf(verify.error).code?.[0]}
                >
                  <Input
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                  />
                </FormField>
                <Button type="submit" colorPalette="bay" alignSelf="start" loading={verify.isPending}>
                  Confirm number
                </Button>
              </Stack>
            </form>
          )}
          {data.phoneVerified && (
            <Stack gap="2" role="group" aria-label="Texts to receive">
              <Text fontWeight="medium">Text me when</Text>
              {choices.map(({ kind, label }) => (
                <Checkbox.Root
                  key={kind}
                  checked={data.smsPrefs[kind]}
                  onCheckedChange={(details) => savePrefs.mutate({ [kind]: details.checked === true })}
                  colorPalette="bay"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          )}
          {failed && !phoneError && !fieldErrorsOf(failed.error).code && (
            <FormAlert>{messageOf(failed.error)}</FormAlert>
          )}
          {notice && <FormAlert status="success">{notice}</FormAlert>}
        </Stack>
      )}
    </SettingsSection>
  );
}
