import { Input, SimpleGrid, Stack, Switch, Textarea } from '@chakra-ui/react';
import { listingSpecies } from '../../../shared/catch-options';
import { formatDockTime } from '../../../shared/freshness';
import { listingMessages } from '../../../shared/messages/listing';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { HarvestAreaField } from './harvest-area-field';
import { draftFreshness, type ListingDraft, toLocalInput } from './listing-draft';
import { toOptions } from './option-labels';
import { ShellfishTagFields } from './shellfish-tag-fields';

interface ListingFormFieldsProps {
  draft: ListingDraft;
  onChange: (draft: ListingDraft) => void;
  options: { preps: readonly string[]; sizes: readonly string[]; units: readonly string[] };
  /** The edit form never goes below 1 (docs/product/sellers.md). */
  minQuantity: number;
  errors: Record<string, string | undefined>;
  /** Placeholders of the post form: typical values shown, never sent. */
  hints?: { unitPrice: string; qtyAvailable: string };
}

/** The fields the post form and the Edit Listing dialog share; each passes its own option lists. */
export function ListingFormFields({
  draft,
  onChange,
  options,
  minQuantity,
  errors,
  hints,
}: ListingFormFieldsProps) {
  const set = <K extends keyof ListingDraft>(key: K, value: ListingDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const freshness = draftFreshness(draft);
  return (
    <Stack gap="4">
      <FormField label="Title" error={errors.title} required>
        <Input
          name="title"
          value={draft.title}
          placeholder="e.g. Heavy #1 Jimmies"
          onChange={(e) => set('title', e.target.value)}
        />
      </FormField>
      <FormField label="Description">
        <Textarea
          name="description"
          rows={2}
          value={draft.description}
          placeholder="Where and how they were caught"
          onChange={(e) => set('description', e.target.value)}
        />
      </FormField>
      <SimpleGrid columns={2} gap={{ base: '3', sm: '4' }}>
        <SelectField
          label="Species"
          name="species"
          required
          value={draft.species}
          options={toOptions(listingSpecies, draft.species)}
          onChange={(v) => set('species', v)}
        />
        <SelectField
          label="Preparation"
          name="prep"
          required
          value={draft.prep}
          options={toOptions(options.preps, draft.prep)}
          onChange={(v) => set('prep', v)}
          error={errors.prep}
        />
        <SelectField
          label="Size"
          name="sizeMix"
          required
          value={draft.sizeMix}
          options={toOptions(options.sizes, draft.sizeMix)}
          onChange={(v) => set('sizeMix', v)}
          error={errors.sizeMix}
        />
        <SelectField
          label="Unit"
          name="unitType"
          required
          value={draft.unitType}
          options={toOptions(options.units, draft.unitType)}
          onChange={(v) => set('unitType', v)}
          error={errors.unitType}
        />
        <SelectField
          label="Pricing"
          name="pricing"
          required
          value={draft.pricing}
          options={[
            { value: 'unit', label: 'Per unit' },
            { value: 'per_lb', label: 'Per pound' },
          ]}
          onChange={(v) => set('pricing', v === 'per_lb' ? 'per_lb' : 'unit')}
          error={errors.pricing}
        />
        {draft.pricing === 'per_lb' && (
          <FormField
            label="One piece weighs about (lb)"
            error={
              errors.estimatedLbPerUnit ??
              errors['estimatedLbPerUnit.min'] ??
              errors['estimatedLbPerUnit.max']
            }
            helper="The buyer is charged for the weight, at most 15 % over the estimate"
            required
          >
            <SimpleGrid columns={2} gap="2">
              <Input
                name="estLbMin"
                aria-label="Lowest weight of one piece (lb)"
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                placeholder="4"
                value={draft.estLbMin}
                onChange={(e) => set('estLbMin', e.target.value)}
              />
              <Input
                name="estLbMax"
                aria-label="Highest weight of one piece (lb)"
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                placeholder="6"
                value={draft.estLbMax}
                onChange={(e) => set('estLbMax', e.target.value)}
              />
            </SimpleGrid>
          </FormField>
        )}
        <FormField
          label={draft.pricing === 'per_lb' ? 'Price per lb ($)' : 'Price per unit ($)'}
          error={errors.unitPrice}
          required
        >
          <Input
            name="unitPrice"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={draft.unitPrice}
            placeholder={hints?.unitPrice}
            onChange={(e) => set('unitPrice', e.target.value)}
          />
        </FormField>
        <FormField label="Quantity available" error={errors.qtyAvailable} required>
          <Input
            name="qtyAvailable"
            type="number"
            inputMode="numeric"
            step="1"
            min={minQuantity}
            value={draft.qtyAvailable}
            placeholder={hints?.qtyAvailable}
            onChange={(e) => set('qtyAvailable', e.target.value)}
          />
        </FormField>
      </SimpleGrid>
      <HarvestAreaField
        species={draft.species}
        sizeMix={draft.sizeMix}
        value={draft.harvestAreaCode}
        onChange={(code) => set('harvestAreaCode', code)}
        error={errors.harvestAreaCode}
      />
      <ShellfishTagFields draft={draft} onChange={(tag) => set('tag', tag)} error={errors.shellfishTag} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="Harvested" error={errors.harvestDate}>
          <Input
            name="harvestDate"
            type="datetime-local"
            value={draft.harvestDate}
            onChange={(e) => set('harvestDate', e.target.value)}
          />
        </FormField>
        <FormField
          label="Listing expires"
          error={errors.expiresAt}
          helper={listingMessages.freshnessHint(
            freshness.rule.label,
            freshness.rule.maxDays,
            formatDockTime(freshness.latest),
          )}
        >
          <Input
            name="expiresAt"
            type="datetime-local"
            value={draft.expiresAt}
            max={toLocalInput(freshness.latest)}
            onChange={(e) => set('expiresAt', e.target.value)}
          />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Switch.Root
          checked={draft.isActive}
          onCheckedChange={(d) => set('isActive', d.checked)}
          colorPalette="bay"
          alignSelf="end"
          pb="2"
        >
          <Switch.HiddenInput name="isActive" />
          <Switch.Control />
          <Switch.Label>Active on the marketplace</Switch.Label>
        </Switch.Root>
      </SimpleGrid>
    </Stack>
  );
}
