import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { FieldErrors } from '../../../../shared/api-errors';
import type { LicenceDto, LicenceInput } from '../../../../shared/licence.schema';
import { type LicenceType, licenceLabels } from '../../../../shared/licence-rules';
import { licenceTypes } from '../../../../shared/traceability-kinds';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { LicenseField } from '../license-field';

const typeOptions = licenceTypes.map((type) => ({ value: type, label: licenceLabels[type] }));

const draftOf = (licence: LicenceDto | null) => ({
  type: licence?.type ?? '',
  agency: licence?.agency ?? '',
  number: licence?.number ?? '',
  expiresOn: licence?.expiresOn ?? '',
  photoUrl: licence?.photoUrl ?? '',
});

/** Adding or changing one licence; a new expiry date or number is a renewal an admin checks again. */
export function LicenceForm({
  licence,
  saving,
  errors,
  onSave,
  onCancel,
}: {
  licence: LicenceDto | null;
  saving: boolean;
  errors: FieldErrors;
  onSave: (input: LicenceInput) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(licence));
  const set = (field: keyof typeof draft) => (value: string) => setDraft({ ...draft, [field]: value });
  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ ...draft, type: draft.type as LicenceType, photoUrl: draft.photoUrl || null });
      }}
    >
      <SelectField
        label="Licence type"
        name="type"
        value={draft.type}
        options={typeOptions}
        placeholder="Choose the licence type"
        onChange={set('type')}
        error={errors.type?.[0]}
        required
      />
      <FormField label="Issuing agency" required error={errors.agency?.[0]}>
        <Input
          name="agency"
          size="lg"
          placeholder="Maryland DNR"
          value={draft.agency}
          onChange={(e) => set('agency')(e.target.value)}
        />
      </FormField>
      <FormField label="Licence number" required error={errors.number?.[0]}>
        <Input name="number" size="lg" value={draft.number} onChange={(e) => set('number')(e.target.value)} />
      </FormField>
      <FormField
        label="Expiry date"
        required
        error={errors.expiresOn?.[0]}
        helper="The last day the licence runs, as printed on it."
      >
        <Input
          name="expiresOn"
          type="date"
          size="lg"
          value={draft.expiresOn}
          onChange={(e) => set('expiresOn')(e.target.value)}
        />
      </FormField>
      <LicenseField value={draft.photoUrl} onChange={set('photoUrl')} error={errors.photoUrl?.[0]} />
      <HStack justify="end" flexWrap="wrap">
        <Button variant="outline" minH="12" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="bay" minH="12" loading={saving}>
          Save licence
        </Button>
      </HStack>
    </Stack>
  );
}
