import { Fieldset, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { categoryFor } from '../../../shared/listing.schema';
import { isShellfishInShell, shellfishTagInput } from '../../../shared/shellfish-tag.schema';
import { FormField } from '../../components/ui/form-field';
import type { ListingDraft, ShellfishTagDraft } from './listing-draft';

type TagField = keyof ShellfishTagDraft;

/**
 * Which tag fact a refusal is about: the server answers one message for the whole tag, so the
 * shared schema is asked again here to put it under the input it names.
 */
function tagFieldErrors(draft: ListingDraft, serverError: string | undefined) {
  if (!serverError) return { fields: {}, group: undefined };
  const parsed = shellfishTagInput.safeParse({
    ...draft.tag,
    quantity: draft.tag.quantity.trim() === '' ? undefined : Number(draft.tag.quantity),
    areaCode: draft.harvestAreaCode || 'none',
  });
  const fields: Partial<Record<TagField, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as TagField;
    fields[field] ??= issue.message;
  }
  return { fields, group: Object.keys(fields).length > 0 ? undefined : serverError };
}

/**
 * The harvester tag of oysters and clams in the shell (docs/product/traceability.md, Shellfish
 * tags): the state has the tag travel with shellstock, so the form asks for its facts only then.
 * The tag's area is the listing's harvest area, chosen above.
 */
export function ShellfishTagFields({
  draft,
  onChange,
  error,
}: {
  draft: ListingDraft;
  onChange: (tag: ShellfishTagDraft) => void;
  error: string | undefined;
}) {
  const category = categoryFor(draft.species, draft.sizeMix);
  if (!isShellfishInShell({ species: draft.species, category, prep: draft.prep })) return null;
  const set = (key: TagField, value: string) => onChange({ ...draft.tag, [key]: value });
  const { fields, group } = tagFieldErrors(draft, error);
  const text = (key: TagField, label: string, placeholder: string, required = true) => (
    <FormField
      label={label}
      error={fields[key]}
      required={required}
      mark={required ? 'required' : 'optional'}
    >
      <Input
        name={`tag.${key}`}
        value={draft.tag[key]}
        placeholder={placeholder}
        onChange={(e) => set(key, e.target.value)}
      />
    </FormField>
  );
  return (
    <Fieldset.Root
      invalid={Boolean(group)}
      borderWidth="1px"
      borderRadius="lg"
      p="3"
      data-testid="shellfish-tag-fields"
    >
      <Fieldset.Legend fontWeight="semibold">Shellfish tag</Fieldset.Legend>
      <Fieldset.HelperText>
        <Text as="span">
          What the harvester tag on the bag says. Buyers see it on the catch page and their pass.
        </Text>
      </Fieldset.HelperText>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="2">
        {text('harvesterName', 'Harvester name', 'As on the tag')}
        {text('licenceNumber', 'Harvester licence number', 'e.g. SH-20417')}
        <FormField label="Date harvested" error={fields.harvestedOn} required>
          <Input
            name="tag.harvestedOn"
            type="date"
            value={draft.tag.harvestedOn}
            onChange={(e) => set('harvestedOn', e.target.value)}
          />
        </FormField>
        {text('tagNumber', 'Tag number', 'If the tag has one', false)}
        <FormField label="Quantity on the tag" error={fields.quantity} required>
          <Input
            name="tag.quantity"
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={draft.tag.quantity}
            placeholder="e.g. 1"
            onChange={(e) => set('quantity', e.target.value)}
          />
        </FormField>
        {text('unit', 'Unit on the tag', 'bushel, count, bag')}
      </SimpleGrid>
      {group && <Fieldset.ErrorText>{group}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
