import { Button, Link as ChakraLink, Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { twoFactorMessages } from '../../../shared/messages/two-factor';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { fieldErrorsOf, messageOf, reasonOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/**
 * The second step of signing in when the account has two-factor sign-in: the 6-digit code from
 * the authenticator app, or one recovery code. An expired sign-in goes back to the password.
 */
export function TwoFactorStep({ onSignedIn, onRestart }: { onSignedIn: () => void; onRestart: () => void }) {
  const utils = trpc.useUtils();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [rememberDevice, setRememberDevice] = useState(false);
  const finish = trpc.auth.loginTwoFactor.useMutation({
    onSuccess: (user) => {
      utils.auth.me.setData(undefined, user);
      onSignedIn();
    },
  });
  const errors = fieldErrorsOf(finish.error);
  const expired = reasonOf(finish.error) === 'SIGN_IN_EXPIRED';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    finish.mutate(useRecovery ? { recoveryCode: code, rememberDevice } : { code, rememberDevice });
  };

  const switchMode = () => {
    setUseRecovery((value) => !value);
    setCode('');
    finish.reset();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Two-factor code">
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {useRecovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
            : 'Open your authenticator app and enter the 6-digit code it shows for BayCatch.'}
        </Text>
        {finish.error && !errors.code && !errors.recoveryCode && (
          <FormAlert>{messageOf(finish.error)}</FormAlert>
        )}
        {expired ? (
          <Button colorPalette="bay" onClick={onRestart}>
            Sign in again
          </Button>
        ) : (
          <>
            {useRecovery ? (
              <FormField label="Recovery code" error={errors.recoveryCode?.[0]} required mark="none">
                <Input
                  name="recoveryCode"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              </FormField>
            ) : (
              <FormField label="6-digit code" error={errors.code?.[0]} required mark="none">
                <Input
                  name="code"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                />
              </FormField>
            )}
            <Checkbox.Root
              checked={rememberDevice}
              onCheckedChange={(details) => setRememberDevice(details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Remember this device for 30 days</Checkbox.Label>
            </Checkbox.Root>
            <Text color="fg.muted" fontSize="xs" mt="-2">
              {twoFactorMessages.rememberDeviceHelp}
            </Text>
            <Button type="submit" colorPalette="bay" loading={finish.isPending} loadingText="Checking...">
              Verify
            </Button>
            <ChakraLink
              as="button"
              type="button"
              color="bay.700"
              fontSize="sm"
              alignSelf="center"
              onClick={switchMode}
            >
              {useRecovery ? 'Use the code from your app instead' : 'Use a recovery code instead'}
            </ChakraLink>
          </>
        )}
      </Stack>
    </form>
  );
}
