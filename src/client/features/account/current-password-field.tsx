import { Input } from '@chakra-ui/react';
import { FormField } from '../../components/ui/form-field';

/** The account's current password, typed to confirm a sensitive change (e-mail, password, deletion). */
export function CurrentPasswordField({
  label = 'Current password',
  value,
  onChange,
  error,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <FormField label={label} required error={error}>
      <Input
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
