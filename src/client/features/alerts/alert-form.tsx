/** The form that saves a new-catch alert: species group, optional preparation, place and distance. */
import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { ALERT_MILES, alertSpeciesGroups, PLACE_MAX_LENGTH } from '../../../shared/alert.schema';
import type { SpeciesGroup } from '../../../shared/catalog-filters';
import type { storedPreps } from '../../../shared/catch-options';
import { alertTexts } from '../../../shared/messages/alert';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { toaster } from '../../components/ui/toaster';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/** The preparations a species group is sold as (the marketplace's preparation filter). */
const prepsBySpecies: Record<SpeciesGroup, { value: Prep; label: string }[]> = {
  'Blue Crab': [
    { value: 'live', label: 'Live' },
    { value: 'steamed', label: 'Steamed' },
  ],
  'Soft Shell': [
    { value: 'live', label: 'Live' },
    { value: 'steamed', label: 'Steamed' },
    { value: 'frozen', label: 'Frozen' },
  ],
  Fish: [
    { value: 'whole', label: 'Whole' },
    { value: 'cleaned', label: 'Cleaned' },
    { value: 'filleted', label: 'Filleted' },
  ],
  Oysters: [
    { value: 'live', label: 'Live (in shell)' },
    { value: 'shucked', label: 'Shucked' },
  ],
  Clams: [
    { value: 'live', label: 'Live (in shell)' },
    { value: 'shucked', label: 'Shucked' },
  ],
  Scallops: [
    { value: 'live', label: 'Live' },
    { value: 'shucked', label: 'Shucked' },
  ],
};

type Prep = (typeof storedPreps)[number];

const speciesOptions = alertSpeciesGroups.map((group) => ({ value: group, label: group }));
const milesOptions = ALERT_MILES.map((miles) => ({ value: String(miles), label: `Within ${miles} miles` }));

export function AlertForm({ onSaved }: { onSaved: () => void }) {
  const utils = trpc.useUtils();
  const [speciesGroup, setSpeciesGroup] = useState<SpeciesGroup>('Blue Crab');
  const [prep, setPrep] = useState<Prep | ''>('');
  const [place, setPlace] = useState('');
  const [miles, setMiles] = useState('25');
  const create = trpc.alerts.create.useMutation({
    onSuccess: () => {
      void utils.alerts.list.invalidate();
      toaster.create({ description: alertTexts.alertSaved, type: 'success' });
      setPlace('');
      onSaved();
    },
  });
  const errors = fieldErrorsOf(create.error);
  const fieldError = (name: string) => errors[name]?.[0];
  const generalError = create.error && Object.keys(errors).length === 0 ? messageOf(create.error) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate({ speciesGroup, prep: prep || null, place, miles: Number(miles) });
  }

  return (
    <Stack as="form" gap="4" onSubmit={submit} aria-label="New alert">
      {generalError && <FormAlert>{generalError}</FormAlert>}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField
          label="Species"
          name="speciesGroup"
          value={speciesGroup}
          options={speciesOptions}
          onChange={(value) => {
            setSpeciesGroup(value as SpeciesGroup);
            setPrep('');
          }}
          error={fieldError('speciesGroup')}
          required
        />
        <SelectField
          label="Preparation"
          name="prep"
          value={prep}
          placeholder="Any preparation"
          options={prepsBySpecies[speciesGroup]}
          onChange={(value) => setPrep(value as Prep | '')}
          error={fieldError('prep')}
        />
        <FormField
          label="Near"
          required
          error={fieldError('place')}
          helper="A town, ZIP code or dock, e.g. Annapolis or 20751"
        >
          <Input
            name="place"
            value={place}
            maxLength={PLACE_MAX_LENGTH}
            autoComplete="postal-code"
            onChange={(event) => setPlace(event.target.value)}
          />
        </FormField>
        <SelectField
          label="Distance"
          name="miles"
          value={miles}
          options={milesOptions}
          onChange={setMiles}
          error={fieldError('miles')}
          required
        />
      </SimpleGrid>
      <Button
        type="submit"
        colorPalette="crab"
        alignSelf="start"
        loading={create.isPending}
        loadingText="Saving..."
      >
        Save alert
      </Button>
    </Stack>
  );
}
