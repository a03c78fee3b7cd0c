import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { PASSWORD_MIN_LENGTH, type RegisterInput } from '../../shared/auth.schema';
import { FormField } from './ui/form-field';

export type NewAccountDraft = RegisterInput;

export const emptyAccountDraft: NewAccountDraft = { firstName: '', lastName: '', email: '', password: '' };

interface NewAccountFieldsProps {
  value: NewAccountDraft;
  onChange: (next: NewAccountDraft) => void;
  /** The first message per field, from the shared schema or the server. */
  errors: Partial<Record<keyof NewAccountDraft, string>>;
  /** Asterisks on the labels, for a longer form that marks its required fields. */
  markRequired?: boolean;
}

/** Name, e-mail and password of a new account: the sign-up form's and the seller application's. */
export function NewAccountFields({ value, onChange, errors, markRequired = false }: NewAccountFieldsProps) {
  const mark = markRequired ? 'required' : 'none';
  const bind = (key: keyof NewAccountDraft) => ({
    name: key,
    value: value[key],
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value }),
  });
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="First name" error={errors.firstName} required mark={mark}>
          <Input autoComplete="given-name" {...bind('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName} required mark={mark}>
          <Input autoComplete="family-name" {...bind('lastName')} />
        </FormField>
      </SimpleGrid>
      <FormField label="Email" error={errors.email} required mark={mark}>
        <Input type="email" autoComplete="email" {...bind('email')} />
      </FormField>
      <FormField
        label="Password"
        error={errors.password}
        helper={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        required
        mark={mark}
      >
        <Input type="password" autoComplete="new-password" {...bind('password')} />
      </FormField>
    </Stack>
  );
}
