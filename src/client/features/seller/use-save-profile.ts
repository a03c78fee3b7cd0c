import type { SellerUpdateInput } from '../../../shared/seller.schema';
import { toaster } from '../../components/ui/toaster';
import { fieldErrorsOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/**
 * Saves part of the seller's profile through PATCH /api/sellers/{id} (tRPC sellers.update),
 * then refreshes the profile and the current user, as docs/product/sellers.md describes.
 */
export function useSaveProfile(options: {
  successTitle: string;
  successText: string;
  fallbackError: string;
  onSaved: () => void;
}) {
  const utils = trpc.useUtils();
  const mutation = trpc.sellers.update.useMutation({
    onSuccess: (profile) => {
      utils.sellers.mine.setData(undefined, profile);
      void utils.auth.me.invalidate();
      toaster.create({ title: options.successTitle, description: options.successText, type: 'success' });
      options.onSaved();
    },
    onError: (error) => {
      // A field's own words read better than the API's "field: message" summary.
      const firstFieldError = Object.values(fieldErrorsOf(error)).flat()[0];
      toaster.create({
        title: 'Update Failed',
        description: firstFieldError ?? (error.message || options.fallbackError),
        type: 'error',
      });
    },
  });
  return {
    save: (id: string, data: SellerUpdateInput) => mutation.mutate({ id, data }),
    saving: mutation.isPending,
    /** The server's per-field messages of the last refused save. */
    fieldErrors: fieldErrorsOf(mutation.error),
  };
}
