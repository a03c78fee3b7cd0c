import { Badge, Button, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { AccountDto } from '../../../shared/account.schema';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { CurrentPasswordField } from './current-password-field';
import { SettingsSection } from './settings-section';

/**
 * The account's address and whether it is confirmed. A new address takes effect only when the link
 * sent to it is followed, so a typo never locks anyone out.
 */
export function EmailSection({ account }: { account: AccountDto }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const change = trpc.account.changeEmail.useMutation({
    onSuccess: () => {
      setEmail('');
      setPassword('');
    },
  });
  const errors = fieldErrorsOf(change.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    change.mutate({ email, password });
  }

  return (
    <SettingsSection title="E-mail" description="Where order updates and alerts go, and how you sign in.">
      <Stack gap="4">
        <HStack gap="3" flexWrap="wrap">
          <Text fontWeight="medium" wordBreak="break-all">
            {account.email}
          </Text>
          <Badge colorPalette={account.emailVerified ? 'green' : 'orange'}>
            {account.emailVerified ? 'Confirmed' : 'Not confirmed'}
          </Badge>
        </HStack>
        <form onSubmit={submit} noValidate aria-label="Change e-mail">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label="New e-mail" required error={errors.email?.[0]}>
                <Input
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </FormField>
              <CurrentPasswordField value={password} onChange={setPassword} error={errors.password?.[0]} />
            </SimpleGrid>
            {change.isError && !errors.email && !errors.password && (
              <FormAlert>{messageOf(change.error)}</FormAlert>
            )}
            {change.isSuccess && <FormAlert status="success">{change.data.message}</FormAlert>}
            <Button type="submit" colorPalette="bay" alignSelf="start" loading={change.isPending}>
              Change e-mail
            </Button>
          </Stack>
        </form>
      </Stack>
    </SettingsSection>
  );
}
