import { areaLabel, needsHarvestArea } from '../../../shared/harvest-areas';
import { categoryFor } from '../../../shared/listing.schema';
import { SelectField } from '../../components/ui/select-field';
import { trpc } from '../../lib/trpc';

/**
 * The harvest area of oysters, clams and scallops (docs/product/traceability.md): required by the
 * server for them, so the form asks only then. A closed area stays listed, marked, and the server
 * refuses it with the state's reason.
 */
export function HarvestAreaField({
  species,
  sizeMix,
  value,
  onChange,
  error,
}: {
  species: string;
  sizeMix: string;
  value: string;
  onChange: (code: string) => void;
  error: string | undefined;
}) {
  const areas = trpc.harvestAreas.list.useQuery(undefined, { staleTime: 60_000 });
  if (!needsHarvestArea({ species, category: categoryFor(species, sizeMix) })) return null;
  const options = (areas.data ?? []).map((area) => ({
    value: area.code,
    label: area.closedNow ? `${areaLabel(area)}, closed` : areaLabel(area),
  }));
  return (
    <SelectField
      label="Harvest area"
      name="harvestAreaCode"
      required
      value={value}
      options={options}
      placeholder="Choose the area"
      onChange={onChange}
      error={error}
      helper="The state's shellfish harvest area the catch came from"
    />
  );
}
