import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { storedSpecies } from '../../../shared/listing.schema';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { SeasonRuleRow } from './season-rule-row';

/** A new season: species, first and last day, the words sellers see and where the rule comes from. */
function AddSeasonForm() {
  const utils = trpc.useUtils();
  const [form, setForm] = useState({ species: 'Oysters', openFrom: '', openTo: '', text: '', source: '' });
  const add = trpc.seasons.add.useMutation({
    onSuccess: () => {
      void utils.seasons.invalidate();
      void utils.moderation.actions.invalidate();
      setForm({ ...form, openFrom: '', openTo: '', text: '', source: '' });
      toaster.create({ title: 'Season added', type: 'success' });
    },
    onError: (error) => toaster.create({ title: 'Error', description: messageOf(error), type: 'error' }),
  });
  const field = (name: 'openFrom' | 'openTo' | 'text' | 'source', label: string) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        value={form[name]}
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      />
    </Field.Root>
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate({ kind: 'season', ...form, species: form.species as (typeof storedSpecies)[number] });
      }}
    >
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
        <Text fontWeight="semibold">Add a season</Text>
        <HStack gap="3" align="end" flexWrap="wrap">
          <Field.Root w="auto">
            <Field.Label>Species</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={form.species}
                onChange={(event) => setForm({ ...form, species: event.target.value })}
              >
                {storedSpecies.map((species) => (
                  <option key={species}>{species}</option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <HStack gap="3">
            {field('openFrom', 'From (MM-DD)')}
            {field('openTo', 'To (MM-DD)')}
          </HStack>
        </HStack>
        {field('text', 'Words sellers see')}
        {field('source', 'Source')}
        <Button type="submit" size="sm" colorPalette="bay" alignSelf="start" loading={add.isPending}>
          Add season
        </Button>
      </Stack>
    </form>
  );
}

/** Seasons and limits (docs/product/traceability.md): every rule, open or closed today, and a new one. */
export function SeasonsPanel() {
  const rules = trpc.seasons.listAll.useQuery();
  if (rules.isPending) return <LoadingSpinner label="Loading seasons" />;
  if (rules.isError) return <Text color="red.fg">{messageOf(rules.error)}</Text>;
  return (
    <Stack gap="3" data-testid="seasons-panel">
      {rules.data.map((rule) => (
        <SeasonRuleRow key={rule.id} rule={rule} />
      ))}
      <AddSeasonForm />
    </Stack>
  );
}
