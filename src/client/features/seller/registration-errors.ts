import type { Availability } from '../../../shared/availability';
import type { registrationSellerTypes } from '../../../shared/roles';
import { type SellerRegistrationInput, sellerRegistrationInput } from '../../../shared/seller.schema';

export type RegistrationErrors = Partial<Record<keyof SellerRegistrationInput, string>>;

/** The form's state: like the call's input, but the seller type may not be chosen yet. */
export interface RegistrationFormState {
  sellerType: (typeof registrationSellerTypes)[number] | '';
  displayName: string;
  bio: string;
  pickupLocationAddress: string;
  pickupInstructions: string;
  availability: Availability;
  licenseImageUrl: string;
}

/** The form's own check with the shared schema: the first message per field, in form order. */
export function validateRegistration(form: RegistrationFormState): RegistrationErrors {
  const result = sellerRegistrationInput.safeParse(form);
  if (result.success) return {};
  const errors: RegistrationErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof SellerRegistrationInput | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const fieldOrder: (keyof SellerRegistrationInput)[] = [
  'sellerType',
  'displayName',
  'bio',
  'pickupLocationAddress',
  'pickupInstructions',
  'availability',
  'licenseImageUrl',
];

export function listErrors(errors: RegistrationErrors): string[] {
  return fieldOrder.flatMap((field) => (errors[field] ? [errors[field]] : []));
}
