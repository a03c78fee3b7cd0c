import { Grid, Input } from '@chakra-ui/react';
import type { FieldErrors } from '../../../shared/api-errors';
import { formatCardNumber } from '../../../shared/test-mode-cards';
import { FormField } from '../ui/form-field';
import type { TypedCard } from './use-test-card-payment';

/** '1234' → '12 / 34' as the buyer types, like Stripe's own field. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Card number, expiry and CVC, formatted as typed, with each field's error. */
export function TestCardFields({
  card,
  errors,
  onChange,
}: {
  card: TypedCard;
  errors: FieldErrors;
  onChange: (card: TypedCard) => void;
}) {
  const field = (name: keyof TypedCard) => errors[name]?.[0];
  return (
    <>
      <FormField label="Card number" error={field('cardNumber')} required mark="none">
        <Input
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.cardNumber}
          onChange={(e) => onChange({ ...card, cardNumber: formatCardNumber(e.target.value) })}
        />
      </FormField>
      <Grid templateColumns="1fr 1fr" gap="4">
        <FormField label="Expiration" error={field('expiry')} required mark="none">
          <Input
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={card.expiry}
            onChange={(e) => onChange({ ...card, expiry: formatExpiry(e.target.value) })}
          />
        </FormField>
        <FormField label="CVC" error={field('cvc')} required mark="none">
          <Input
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            maxLength={4}
            value={card.cvc}
            onChange={(e) => onChange({ ...card, cvc: e.target.value.replace(/\D/g, '') })}
          />
        </FormField>
      </Grid>
    </>
  );
}
