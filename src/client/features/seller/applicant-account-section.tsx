import { Link as ChakraLink, Fieldset, Separator, Stack } from '@chakra-ui/react';
import type { UserDto } from '../../../shared/user.schema';
import { type NewAccountDraft, NewAccountFields } from '../../components/new-account-fields';
import { FormAlert } from '../../components/ui/form-alert';
import { fieldErrorsOf, messageOf } from '../../lib/errors';

interface ApplicantAccountSectionProps {
  /** Set once the account exists: made on this page, the section then only says so. */
  user: UserDto | null;
  draft: NewAccountDraft;
  onChange: (next: NewAccountDraft) => void;
  /** The form's own check of the draft (shared schema), first message per field. */
  errors: Partial<Record<keyof NewAccountDraft, string>>;
  /** The sign-up call's refusal, if it refused. */
  signUpError: unknown;
}

/** The top of "Become a Seller" for a visitor: the account the application will belong to. */
export function ApplicantAccountSection({
  user,
  draft,
  onChange,
  errors,
  signUpError,
}: ApplicantAccountSectionProps) {
  if (user) {
    return (
      <FormAlert status="success">
        Your account is ready and you are signed in as {user.email}. Finish the application below.
      </FormAlert>
    );
  }
  const server = fieldErrorsOf(signUpError);
  const shown = {
    firstName: errors.firstName ?? server.firstName?.[0],
    lastName: errors.lastName ?? server.lastName?.[0],
    email: errors.email ?? server.email?.[0],
    password: errors.password ?? server.password?.[0],
  };
  const serverFieldError = Object.values(server).some((list) => list && list.length > 0);
  return (
    <Stack gap="6">
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold" fontSize="md">
          Your account
        </Fieldset.Legend>
        <Fieldset.HelperText>
          You sign in with it to manage listings and orders. Already have one?{' '}
          <ChakraLink href="/api/login?returnTo=%2Fseller-register" color="bay.700">
            Sign in first
          </ChakraLink>
          .
        </Fieldset.HelperText>
        <Stack gap="4" mt="2">
          {signUpError && !serverFieldError ? <FormAlert>{messageOf(signUpError)}</FormAlert> : null}
          <NewAccountFields value={draft} onChange={onChange} errors={shown} markRequired />
        </Stack>
      </Fieldset.Root>
      <Separator />
    </Stack>
  );
}
