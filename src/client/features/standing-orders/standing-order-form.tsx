/**
 * The standing-order form (docs/product/standing-orders.md): what, how many, which of the seller's
 * weekly pickups, the top price and an end date. Sets one up, or changes one when `editing`.
 */
import { Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { PickupWindow } from '../../../shared/availability';
import { editUnitTypes, storedPreps, storedSizeMixes } from '../../../shared/catch-options';
import { storedSpecies } from '../../../shared/listing.schema';
import { standingMessages } from '../../../shared/messages/standing';
import type { PaymentMethod } from '../../../shared/order-status';
import type { StandingOrderDto } from '../../../shared/standing-order.schema';
import { standingWindowText } from '../../../shared/standing-orders';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { toaster } from '../../components/ui/toaster';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

export interface StandingOrderDraft {
  species: string;
  prep: string;
  sizeMix: string;
  unitType: string;
  qty: string;
  window: string;
  maxUnitPrice: string;
  endsOn: string;
  paymentMethod: PaymentMethod;
}

const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const windowKey = (window: PickupWindow) => `${window.start}|${window.end}`;

export function draftOf(order: StandingOrderDto): StandingOrderDraft {
  return {
    species: order.species,
    prep: order.prep ?? '',
    sizeMix: order.sizeMix ?? '',
    unitType: order.unitType,
    qty: String(order.qty),
    window: windowKey(order.window),
    maxUnitPrice: order.maxUnitPrice,
    endsOn: order.endsOn ?? '',
    paymentMethod: order.paymentMethod,
  };
}

export function StandingOrderForm({
  crabberId,
  windows,
  initial,
  editing,
  onDone,
}: {
  crabberId: string;
  windows: readonly PickupWindow[];
  initial: Partial<StandingOrderDraft>;
  /** The standing order being changed; absent when setting one up. */
  editing?: string;
  onDone: () => void;
}) {
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<StandingOrderDraft>({
    species: 'Blue Crab',
    prep: '',
    sizeMix: '',
    unitType: 'dozen',
    qty: '1',
    window: windows[0] ? windowKey(windows[0]) : '',
    maxUnitPrice: '',
    endsOn: '',
    paymentMethod: 'cash',
    ...initial,
  });
  const set = (field: keyof StandingOrderDraft) => (value: string) => setDraft({ ...draft, [field]: value });
  const done = (description: string) => {
    void utils.standingOrders.list.invalidate();
    toaster.create({ description, type: 'success' });
    onDone();
  };
  const create = trpc.standingOrders.create.useMutation({ onSuccess: () => done('Standing order set') });
  const update = trpc.standingOrders.update.useMutation({ onSuccess: () => done('Standing order changed') });
  const error = create.error ?? update.error;
  const errors = fieldErrorsOf(error);
  const fieldError = (name: string) => errors[name]?.[0];
  const generalError = error && Object.keys(errors).length === 0 ? messageOf(error) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const window = windows.find((w) => windowKey(w) === draft.window) ?? { start: '', end: '' };
    const terms = {
      species: draft.species as (typeof storedSpecies)[number],
      prep: (draft.prep || null) as (typeof storedPreps)[number] | null,
      sizeMix: (draft.sizeMix || null) as (typeof storedSizeMixes)[number] | null,
      unitType: draft.unitType as (typeof editUnitTypes)[number],
      qty: Number(draft.qty),
      window,
      maxUnitPrice: draft.maxUnitPrice,
      endsOn: draft.endsOn || null,
      paymentMethod: draft.paymentMethod,
    };
    if (editing) update.mutate({ id: editing, data: terms });
    else create.mutate({ crabberId, ...terms });
  }

  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={submit}
      aria-label={editing ? 'Change standing order' : 'Standing order'}
    >
      {generalError && <FormAlert>{generalError}</FormAlert>}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField
          label="Species"
          name="species"
          value={draft.species}
          options={optionsOf(storedSpecies)}
          onChange={set('species')}
          error={fieldError('species')}
          required
        />
        <SelectField
          label="Preparation"
          name="prep"
          value={draft.prep}
          placeholder="Any preparation"
          options={optionsOf(storedPreps)}
          onChange={set('prep')}
          error={fieldError('prep')}
        />
        <SelectField
          label="Size"
          name="sizeMix"
          value={draft.sizeMix}
          placeholder="Any size"
          options={optionsOf(storedSizeMixes)}
          onChange={set('sizeMix')}
          error={fieldError('sizeMix')}
        />
        <SelectField
          label="Unit"
          name="unitType"
          value={draft.unitType}
          options={optionsOf(editUnitTypes)}
          onChange={set('unitType')}
          error={fieldError('unitType')}
          required
        />
        <FormField label="How many" required error={fieldError('qty')}>
          <Input
            name="qty"
            type="number"
            min={1}
            inputMode="numeric"
            h="12"
            value={draft.qty}
            onChange={(event) => set('qty')(event.target.value)}
          />
        </FormField>
        <SelectField
          label="Weekly pickup"
          name="window"
          value={draft.window}
          options={windows.map((window) => ({ value: windowKey(window), label: standingWindowText(window) }))}
          onChange={set('window')}
          error={fieldError('window')}
          required
        />
        <FormField
          label="Highest price per unit ($)"
          required
          error={fieldError('maxUnitPrice')}
          helper="Not filled in a week the price is above this"
        >
          <Input
            name="maxUnitPrice"
            inputMode="decimal"
            h="12"
            value={draft.maxUnitPrice}
            onChange={(event) => set('maxUnitPrice')(event.target.value)}
          />
        </FormField>
        <FormField label="Last week (optional)" error={fieldError('endsOn')}>
          <Input
            name="endsOn"
            type="date"
            h="12"
            value={draft.endsOn}
            onChange={(event) => set('endsOn')(event.target.value)}
          />
        </FormField>
        <SelectField
          label="Pay by"
          name="paymentMethod"
          value={draft.paymentMethod}
          options={[
            { value: 'cash', label: 'Cash at pickup' },
            { value: 'card', label: 'Card (saved once)' },
          ]}
          onChange={(value) => set('paymentMethod')(value === 'card' ? 'card' : 'cash')}
          error={fieldError('paymentMethod')}
          required
        />
      </SimpleGrid>
      <Text color="fg.muted" fontSize="sm">
        {draft.paymentMethod === 'card'
          ? `${standingMessages.cardSaveHint} You save the card next.`
          : 'Paid in cash at pickup, as any cash order.'}
      </Text>
      <Button
        type="submit"
        colorPalette="crab"
        alignSelf="start"
        minH="12"
        loading={create.isPending || update.isPending}
        loadingText="Saving..."
      >
        {editing ? 'Save changes' : 'Set standing order'}
      </Button>
    </Stack>
  );
}
