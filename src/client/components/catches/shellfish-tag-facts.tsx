import { DataList, Heading, Stack } from '@chakra-ui/react';
import { onDockClock } from '../../../shared/dock-clock';
import type { ShellfishTag } from '../../../shared/traceability-kinds';

/**
 * The harvester tag of oysters or clams in the shell, on their catch page: what the tag on the
 * bag says, so a buyer (a restaurant keeps tags 90 days) knows what they will be handed.
 */
export function ShellfishTagFacts({ tag }: { tag: ShellfishTag }) {
  const facts = [
    ['Harvester', tag.harvesterName],
    ['Licence', tag.licenceNumber],
    [
      'Harvested',
      onDockClock(`${tag.harvestedOn}T12:00:00Z`, { weekday: 'short', month: 'short', day: 'numeric' }),
    ],
    ['Harvest area', tag.areaCode],
    ['On the tag', `${tag.quantity} ${tag.unit}`],
    ...(tag.tagNumber ? [['Tag number', tag.tagNumber]] : []),
  ];
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="lg" p="3" data-testid="shellfish-tag">
      <Heading as="h2" size="sm">
        Shellfish tag
      </Heading>
      <DataList.Root orientation="horizontal" size="sm" gap="1">
        {facts.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
