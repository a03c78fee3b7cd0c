import type { SellerUpdateInput } from '../../../shared/seller.schema';
import { toaster } from '../../components/ui/toaster';
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
      toaster.create({
        title: 'Update Failed',
        description: error.message || options.fallbackError,
        type: 'error',
      });
    },
  });
  return {
    save: (id: string, data: SellerUpdateInput) => mutation.mutate({ id, data }),
    saving: mutation.isPending,
  };
}
