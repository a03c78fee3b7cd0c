import { Textarea } from '@chakra-ui/react';
import { FormField } from '../ui/form-field';

/** What the seller tells the buyer about a short line or a refund; the server refuses it empty. */
export function reasonError(reason: string): string | undefined {
  return reason.trim() === '' ? 'Say why, in a few words for the buyer' : undefined;
}

/** The reason box of the sale dialogs (Mark short, Refund); its error shows once Confirm was tried. */
export function ReasonField({
  value,
  onChange,
  tried,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  tried: boolean;
  placeholder?: string;
}) {
  return (
    <FormField label="Reason (the buyer sees it)" error={tried ? reasonError(value) : undefined} required>
      <Textarea
        size="lg"
        value={value}
        maxLength={500}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
      />
    </FormField>
  );
}
