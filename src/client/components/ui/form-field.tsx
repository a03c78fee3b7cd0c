import { Field, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: ReactNode;
  /** The control (an input, textarea or select), and anything shown with it such as a counter. */
  children: ReactNode;
  /** The first error of the field; it replaces the helper line while shown. */
  error?: string | undefined;
  helper?: ReactNode;
  required?: boolean;
  /** How the label marks the field: an asterisk (the default for required fields), a muted "(optional)", or nothing. */
  mark?: 'required' | 'optional' | 'none';
}

/** A labelled form control with its error or helper line, for every form of the app. */
export function FormField({
  label,
  children,
  error,
  helper,
  required = false,
  mark = required ? 'required' : 'none',
}: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {mark === 'required' && <Field.RequiredIndicator />}
        {mark === 'optional' && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            (optional)
          </Text>
        )}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}
