import { Alert, Button, Field, Fieldset, Input, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { verificationFigures } from '../../../shared/guide-figures';
import { registrationSellerTypes, sellerTypeLabels } from '../../../shared/roles';
import { BIO_MAX_LENGTH, type SellerRegistrationInput } from '../../../shared/seller.schema';
import { sellerTypeLimits } from '../../../shared/seller-limits';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { fieldErrorsOf } from '../../lib/errors';
import { AvailabilityEditor } from './availability-editor';
import { LicenseField } from './license-field';
import {
  listErrors,
  type RegistrationErrors,
  type RegistrationFormState,
  validateRegistration,
} from './registration-errors';

interface RegistrationFormProps {
  initial: RegistrationFormState;
  submitting: boolean;
  serverError: unknown;
  /** `heldLicense` is a licence file chosen before the applicant had an account (see `account`). */
  onSubmit: (form: SellerRegistrationInput, heldLicense: File | null) => void;
  /**
   * For a signed-out visitor: the account fields drawn first, checked with the rest on submit, and
   * a licence file held until the account exists.
   */
  account?: { fields: ReactNode; validate: () => boolean };
}

const typeOptions = registrationSellerTypes.map((type) => ({ value: type, label: sellerTypeLabels[type] }));

/** 'Become a Seller': every field and rule of docs/product/sellers.md, errors above the submit button. */
export function RegistrationForm({
  initial,
  submitting,
  serverError,
  onSubmit,
  account,
}: RegistrationFormProps) {
  const [form, setForm] = useState(initial);
  const [heldLicense, setHeldLicense] = useState<File | null>(null);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const serverFields = fieldErrorsOf(serverError);
  const shown: RegistrationErrors = { ...errors };
  for (const [field, list] of Object.entries(serverFields)) {
    if (list?.[0] && !shown[field as keyof RegistrationErrors])
      shown[field as keyof RegistrationErrors] = list[0];
  }
  const messages = listErrors(shown);
  const set = <K extends keyof RegistrationFormState>(key: K, value: RegistrationFormState[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const limit = sellerTypeLimits[form.sellerType as keyof typeof sellerTypeLimits];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(form);
    setErrors(found);
    const accountValid = account ? account.validate() : true;
    // The shared schema has just accepted it, seller type included.
    if (Object.keys(found).length === 0 && accountValid) {
      onSubmit(form as SellerRegistrationInput, account ? heldLicense : null);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Become a Seller">
      <Stack gap="6">
        {account?.fields}
        <SelectField
          label="Seller type"
          name="sellerType"
          required
          placeholder="Select your seller type"
          value={form.sellerType}
          options={typeOptions}
          onChange={(value) => set('sellerType', value as RegistrationFormState['sellerType'])}
          error={shown.sellerType}
          helper={
            limit?.rule ??
            (form.sellerType === 'commercial' ? 'Unlimited listings with full verification.' : undefined)
          }
        />
        <FormField label="Display name" error={shown.displayName} required>
          <Input
            name="displayName"
            placeholder="e.g. Dobbins Crab Co."
            value={form.displayName}
            onChange={(event) => set('displayName', event.target.value)}
          />
        </FormField>
        <FormField label="Bio" error={shown.bio} required>
          <Textarea
            name="bio"
            rows={4}
            placeholder="Tell buyers about your boat, where you work the water and how long you have done it."
            value={form.bio}
            onChange={(event) => set('bio', event.target.value)}
          />
          <Field.HelperText alignSelf="end" color={form.bio.length > BIO_MAX_LENGTH ? 'red.fg' : undefined}>
            {form.bio.length}/{BIO_MAX_LENGTH}
          </Field.HelperText>
        </FormField>
        <FormField label="Pickup location address" error={shown.pickupLocationAddress} required>
          <Input
            name="pickupLocationAddress"
            placeholder="e.g. 6003 Drum Point Road, Deale, MD 20751"
            autoComplete="street-address"
            value={form.pickupLocationAddress}
            onChange={(event) => set('pickupLocationAddress', event.target.value)}
          />
        </FormField>
        <FormField label="Pickup instructions (optional)">
          <Textarea
            name="pickupInstructions"
            rows={2}
            placeholder="Where buyers find you at the dock"
            value={form.pickupInstructions}
            onChange={(event) => set('pickupInstructions', event.target.value)}
          />
        </FormField>
        <Fieldset.Root invalid={Boolean(shown.availability)}>
          <Fieldset.Legend fontWeight="medium">Pickup availability</Fieldset.Legend>
          <Fieldset.HelperText>The days and hours buyers can collect from you.</Fieldset.HelperText>
          <AvailabilityEditor value={form.availability} onChange={(next) => set('availability', next)} />
          {shown.availability && <Fieldset.ErrorText>{shown.availability}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <LicenseField
          value={form.licenseImageUrl}
          onChange={(url) => set('licenseImageUrl', url)}
          error={shown.licenseImageUrl}
          held={account ? { file: heldLicense, onChange: setHeldLicense } : undefined}
        />
        {messages.length > 0 && (
          <Alert.Root status="error" data-testid="registration-errors">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Please fix the following:</Alert.Title>
              <Alert.Description>
                <List.Root ps="4">
                  {messages.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="crab" size="lg" loading={submitting} loadingText="Submitting...">
          Submit Application
        </Button>
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          Applications are reviewed within {verificationFigures.reviewTime}. Verification is{' '}
          {verificationFigures.cost.toLowerCase()}.
        </Text>
      </Stack>
    </form>
  );
}
