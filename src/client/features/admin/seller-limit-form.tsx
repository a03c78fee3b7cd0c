import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { adminMessages } from '../../../shared/messages/admin';
import { toaster } from '../../components/ui/toaster';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/**
 * A seller's weekly limit in lbs (docs/product/sellers.md#seller-limits): a number replaces their
 * seller type's own limit, empty gives it back.
 */
export function SellerLimitForm({ sellerId, limit }: { sellerId: string; limit: number | null }) {
  const utils = trpc.useUtils();
  const [value, setValue] = useState(limit === null ? '' : String(limit));
  const save = trpc.admin.setSellerLimits.useMutation({
    onSuccess: (saved) => {
      void utils.admin.applications.invalidate();
      void utils.moderation.actions.invalidate();
      toaster.create({
        title: adminMessages.limitSaved,
        description: adminMessages.weeklyLimitNote(saved.weeklyQuantityLimit),
        type: 'success',
      });
    },
    onError: (error) => {
      if (fieldErrorsOf(error).weeklyQuantityLimit) return;
      toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });
    },
  });
  const typed = value.trim();
  const number = typed === '' ? null : Number(typed);
  const localError =
    number !== null && (!Number.isInteger(number) || number < 1)
      ? 'Enter the weekly limit in lbs as a whole number, or leave it empty'
      : undefined;
  const error = localError ?? (save.error ? fieldErrorsOf(save.error).weeklyQuantityLimit?.[0] : undefined);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (localError) return;
        save.mutate({ id: sellerId, weeklyQuantityLimit: number });
      }}
    >
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{adminMessages.weeklyLimitLabel}</Field.Label>
        <HStack gap="2" align="start" flexWrap="wrap">
          <Input
            inputMode="numeric"
            size="sm"
            maxW="32"
            value={value}
            placeholder="Type's own"
            onChange={(event) => setValue(event.target.value)}
          />
          <Button type="submit" size="sm" variant="outline" loading={save.isPending}>
            {adminMessages.saveLimit}
          </Button>
        </HStack>
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>{adminMessages.weeklyLimitHelp}</Field.HelperText>
        )}
      </Field.Root>
    </form>
  );
}
