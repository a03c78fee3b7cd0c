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

const CHOICES: { kind: SmsPreferenceKind; label: string }[] = [
  { kind: 'ready', label: 'My order is ready' },
  { kind: 'moved', label: 'My pickup is moved or cancelled' },
  { kind: 'short', label: 'Short catch or final weight' },
  { kind: 'waitlist', label: 'A waitlist hold' },
  { kind: 'standing', label: 'A standing order filled' },
];

/**
 * Texts (docs/product/text-messages.md): a mobile number confirmed with a texted code, then what to
 * receive. For buyers at the ramp whose phone has signal but no data.
 */
export function TextsSection() {
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
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const data = settings.data;
  const failed = [sendCode, verify, remove, savePrefs].find((mutation) => mutation.isError);

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
    <SettingsSection
      title="Text messages"
      description="Get a text when your order is ready or your pickup changes, even with no data signal. Reply STOP to any text to stop them all."
    >
      {!data ? (
        settings.isError && <FormAlert>{messageOf(settings.error)}</FormAlert>
      ) : (
        <Stack gap="4">
          {data.phone && data.phoneVerified && (
            <HStack gap="3" wrap="wrap">
              <Text fontWeight="semibold">{formatUsPhone(data.phone)}</Text>
              <Badge colorPalette="green">Verified</Badge>
              <Button size="sm" variant="outline" onClick={() => remove.mutate()} loading={remove.isPending}>
                Remove number
              </Button>
            </HStack>
          )}
          <form onSubmit={submitPhone} noValidate aria-label="Mobile number for texts">
            <Stack gap="3">
              <FormField
                label={data.phoneVerified ? 'Use another mobile number' : 'Mobile number'}
                error={fieldErrorsOf(sendCode.error).phone?.[0]}
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
              <Button
                type="submit"
                variant="outline"
                colorPalette="bay"
                alignSelf="start"
                loading={sendCode.isPending}
              >
                Send code
              </Button>
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
              {CHOICES.map(({ kind, label }) => (
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
          {failed && !fieldErrorsOf(failed.error).phone && !fieldErrorsOf(failed.error).code && (
            <FormAlert>{messageOf(failed.error)}</FormAlert>
          )}
          {notice && <FormAlert status="success">{notice}</FormAlert>}
        </Stack>
      )}
    </SettingsSection>
  );
}
