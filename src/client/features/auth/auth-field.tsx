import { Field, Input } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

interface AuthFieldProps extends Omit<ComponentProps<typeof Input>, 'name'> {
  name: string;
  label: string;
  errors: string[] | undefined;
  helper?: string;
}

export function AuthField({ name, label, errors, helper, ...input }: AuthFieldProps) {
  const message = errors?.[0];
  return (
    <Field.Root invalid={Boolean(message)} required>
      <Field.Label>{label}</Field.Label>
      <Input name={name} {...input} />
      {message ? (
        <Field.ErrorText>{message}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}
