import { Badge, Box, Button, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { twoFactorMessages } from '../../../shared/messages/two-factor';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../../lib/use-current-user';
import { CurrentPasswordField } from './current-password-field';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SettingsSection } from './settings-section';

/** The anchor admins without a second factor are sent to from /admin. */
export const TWO_FACTOR_ANCHOR = 'two-factor';

/** The key in groups of four, as authenticator apps show it for typing by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function CodeInput({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <FormField label="6-digit code" required error={error}>
      <Input
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
    </FormField>
  );
}

/** Enrol an authenticator app, confirm it, keep the recovery codes; turn it off or renew the codes. */
export function TwoFactorSection() {
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const anchor = useRef<HTMLDivElement>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const refreshUser = () => utils.auth.me.invalidate();

  const setup = trpc.twoFactor.setup.useMutation();
  const enable = trpc.twoFactor.enable.useMutation({
    onSuccess: async (answer) => {
      setCodes(answer.recoveryCodes);
      setCode('');
      setup.reset();
      await refreshUser();
    },
  });
  const disable = trpc.twoFactor.disable.useMutation({
    onSuccess: async () => {
      setCode('');
      setPassword('');
      await refreshUser();
    },
  });
  const renew = trpc.twoFactor.recoveryCodes.useMutation({
    onSuccess: (answer) => {
      setCodes(answer.recoveryCodes);
      setPassword('');
    },
  });

  // Sent here from /admin: the section is drawn after the account loads, so scroll to it now.
  useEffect(() => {
    if (window.location.hash === `#${TWO_FACTOR_ANCHOR}`) anchor.current?.scrollIntoView();
  }, []);

  if (!user) return null;
  const isAdmin = user.role === 'admin';
  const enabled = user.twoFactorEnabled;

  const submitEnable = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate({ code });
  };
  const submitDisable = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate({ password, code });
  };
  const submitRenew = (event: FormEvent) => {
    event.preventDefault();
    renew.mutate({ password });
  };
  const enableErrors = fieldErrorsOf(enable.error);
  const disableErrors = fieldErrorsOf(disable.error);
  const renewErrors = fieldErrorsOf(renew.error);

  return (
    <Box id={TWO_FACTOR_ANCHOR} ref={anchor} scrollMarginTop="24">
      <SettingsSection
        title={twoFactorMessages.sectionTitle}
        description={twoFactorMessages.sectionDescription}
      >
        {isAdmin && !user.twoFactorEnabled && <FormAlert>{twoFactorMessages.adminRedirectNotice}</FormAlert>}
        <HStack>
          <Text fontWeight="medium">Status:</Text>
          <Badge colorPalette={enabled ? 'green' : 'gray'}>{enabled ? 'On' : 'Off'}</Badge>
        </HStack>
        {disable.isSuccess && !enabled && (
          <FormAlert status="success">{twoFactorMessages.disabled}</FormAlert>
        )}

        {codes && <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />}

        {!enabled && !setup.data && (
          <Stack gap="3">
            {setup.isError && <FormAlert>{messageOf(setup.error)}</FormAlert>}
            <Button
              alignSelf="start"
              colorPalette="bay"
              loading={setup.isPending}
              onClick={() => setup.mutate()}
            >
              Set up two-factor sign-in
            </Button>
          </Stack>
        )}

        {!enabled && setup.data && (
          <form onSubmit={submitEnable} noValidate aria-label="Confirm two-factor sign-in">
            <Stack gap="4">
              <Text fontSize="sm">
                1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
                1Password, Authy...).
              </Text>
              <Box
                alignSelf="start"
                bg="white"
                p="3"
                borderRadius="md"
                borderWidth="1px"
                role="img"
                aria-label="QR code for your authenticator app"
              >
                <QRCodeSVG value={setup.data.otpauthUrl} size={176} />
              </Box>
              <Text fontSize="sm">
                Can't scan? Enter this key in the app instead:{' '}
                <Text
                  as="code"
                  data-testid="two-factor-secret"
                  fontFamily="mono"
                  fontSize="sm"
                  bg="bg.muted"
                  px="1"
                  borderRadius="sm"
                >
                  {grouped(setup.data.secret)}
                </Text>
              </Text>
              <Text fontSize="sm">2. Enter the 6-digit code the app shows.</Text>
              <Box maxW="xs">
                <CodeInput value={code} onChange={setCode} error={enableErrors.code?.[0]} />
              </Box>
              {enable.isError && !enableErrors.code && <FormAlert>{messageOf(enable.error)}</FormAlert>}
              <HStack gap="2">
                <Button type="submit" colorPalette="bay" loading={enable.isPending}>
                  Turn on
                </Button>
                <Button variant="ghost" onClick={() => setup.reset()}>
                  Cancel
                </Button>
              </HStack>
            </Stack>
          </form>
        )}

        {enabled && (
          <Stack gap="6">
            <form onSubmit={submitRenew} noValidate aria-label="New recovery codes">
              <Stack gap="3">
                <Text fontSize="sm" color="fg.muted">
                  Lost your recovery codes or used most of them? Make a new set; the old codes stop working.
                </Text>
                <input type="hidden" autoComplete="username" />
                <Box maxW="sm">
                  <CurrentPasswordField
                    label="Password"
                    value={password}
                    onChange={setPassword}
                    error={renewErrors.password?.[0]}
                  />
                </Box>
                {renew.isError && !renewErrors.password && <FormAlert>{messageOf(renew.error)}</FormAlert>}
                <Button
                  type="submit"
                  alignSelf="start"
                  variant="outline"
                  colorPalette="bay"
                  loading={renew.isPending}
                >
                  New recovery codes
                </Button>
              </Stack>
            </form>
            {isAdmin ? (
              <Text fontSize="sm" color="fg.muted">
                {twoFactorMessages.adminMustKeep}
              </Text>
            ) : (
              <form onSubmit={submitDisable} noValidate aria-label="Turn off two-factor sign-in">
                <Stack gap="3">
                  <Text fontSize="sm" color="fg.muted">
                    Turning it off needs your password and a current code. Remembered browsers are forgotten.
                  </Text>
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    <CurrentPasswordField
                      label="Password"
                      value={password}
                      onChange={setPassword}
                      error={disableErrors.password?.[0]}
                    />
                    <CodeInput value={code} onChange={setCode} error={disableErrors.code?.[0]} />
                  </SimpleGrid>
                  {disable.isError && !disableErrors.password && !disableErrors.code && (
                    <FormAlert>{messageOf(disable.error)}</FormAlert>
                  )}
                  <Button
                    type="submit"
                    alignSelf="start"
                    variant="outline"
                    colorPalette="red"
                    loading={disable.isPending}
                  >
                    Turn off two-factor sign-in
                  </Button>
                </Stack>
              </form>
            )}
          </Stack>
        )}
      </SettingsSection>
    </Box>
  );
}
