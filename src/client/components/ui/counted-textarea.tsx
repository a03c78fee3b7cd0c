/**
 * A plain-text field with its limit in view: the count as the person types ("120/1,000"), or the
 * server's error for it in the same place; an action (a Send button) may sit at the end of that line.
 */
import { Field, HStack, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface CountedTextareaProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows: number;
  error?: string;
  /** At the end of the count's line, e.g. the form's submit button. */
  action?: ReactNode;
  labelSize?: 'sm';
}

export function CountedTextarea({
  label,
  value,
  onChange,
  maxLength,
  rows,
  error,
  action,
  labelSize,
}: CountedTextareaProps) {
  const note = error ? (
    <Field.ErrorText>{error}</Field.ErrorText>
  ) : (
    <Field.HelperText>
      {value.length.toLocaleString('en-US')}/{maxLength.toLocaleString('en-US')}
    </Field.HelperText>
  );
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label fontSize={labelSize}>{label}</Field.Label>
      <Textarea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        rows={rows}
        autoresize
      />
      {action ? (
        <HStack justify="space-between" w="full" align="start">
          {note}
          {action}
        </HStack>
      ) : (
        note
      )}
    </Field.Root>
  );
}
