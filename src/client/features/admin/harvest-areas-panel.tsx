import { Badge, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { onDockClock } from '../../../shared/dock-clock';
import { areaLabel } from '../../../shared/harvest-areas';
import type { HarvestAreaDto } from '../../../shared/harvest-areas.schema';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

const when = (iso: string) =>
  onDockClock(iso, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A datetime-local value as an instant; empty stays absent (from: now, to: until reopened). */
const instantOf = (value: string) => (value ? new Date(value).toISOString() : undefined);

function useRefresh() {
  const utils = trpc.useUtils();
  return () => {
    void utils.harvestAreas.invalidate();
    void utils.moderation.actions.invalidate();
  };
}

/** One area: open with a Close form, or closed (or closing) with its reason and Reopen. */
function AreaRow({ area }: { area: HarvestAreaDto }) {
  const refresh = useRefresh();
  const [form, setForm] = useState({ reason: '', from: '', to: '' });
  const [closing, setClosing] = useState(false);
  const onError = (error: unknown) =>
    toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });
  const close = trpc.harvestAreas.close.useMutation({
    onSuccess: () => {
      refresh();
      setClosing(false);
      setForm({ reason: '', from: '', to: '' });
      toaster.create({ title: `${area.name} closed`, type: 'success' });
    },
    onError,
  });
  const reopen = trpc.harvestAreas.reopen.useMutation({
    onSuccess: () => {
      refresh();
      toaster.create({ title: `${area.name} reopened`, type: 'success' });
    },
    onError,
  });
  const field = (name: 'reason' | 'from' | 'to', label: string, type = 'text') => (
    <Field.Root w="auto">
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        type={type}
        value={form[name]}
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      />
    </Field.Root>
  );
  const closure = area.closure;
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" data-testid={`harvest-area-${area.code}`}>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text fontWeight="semibold">{areaLabel(area)}</Text>
        {area.closedNow && <Badge colorPalette="red">Closed</Badge>}
        {!area.closedNow && closure && <Badge colorPalette="orange">Closing {when(closure.from)}</Badge>}
        {!closure && <Badge colorPalette="green">Open</Badge>}
      </HStack>
      {closure ? (
        <HStack gap="3" flexWrap="wrap" justify="space-between">
          <Text fontSize="sm">
            {closure.reason} · from {when(closure.from)}
            {closure.to ? ` to ${when(closure.to)}` : ' until reopened'}
          </Text>
          <Button
            size="sm"
            variant="outline"
            loading={reopen.isPending}
            onClick={() => reopen.mutate({ id: closure.id })}
          >
            Reopen
          </Button>
        </HStack>
      ) : closing ? (
        <form
          aria-label={`Close ${area.name}`}
          onSubmit={(event) => {
            event.preventDefault();
            const from = instantOf(form.from);
            const to = instantOf(form.to);
            close.mutate({
              code: area.code,
              reason: form.reason,
              ...(from ? { from } : {}),
              ...(to ? { to } : {}),
            });
          }}
        >
          <HStack gap="3" align="end" flexWrap="wrap">
            {field('reason', 'Reason')}
            {field('from', 'From (empty: now)', 'datetime-local')}
            {field('to', 'To (empty: until reopened)', 'datetime-local')}
            <Button type="submit" size="sm" colorPalette="red" loading={close.isPending}>
              Close area
            </Button>
          </HStack>
        </form>
      ) : (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => setClosing(true)}>
          Close
        </Button>
      )}
    </Stack>
  );
}

/**
 * Harvest areas (docs/product/traceability.md): close one when the state does (its listings leave
 * the marketplace, open orders are told) and reopen it.
 */
export function HarvestAreasPanel() {
  const areas = trpc.harvestAreas.list.useQuery();
  if (areas.isPending) return <LoadingSpinner label="Loading harvest areas" />;
  if (areas.isError) return <Text color="red.fg">{messageOf(areas.error)}</Text>;
  const closed = areas.data.filter((area) => area.closedNow).length;
  return (
    <Stack gap="3" data-testid="harvest-areas-panel">
      <Text color="fg.muted" data-testid="harvest-areas-summary">
        {areas.data.length} areas · {closed === 0 ? 'all open now' : `${closed} closed now`}
      </Text>
      {areas.data.map((area) => (
        <AreaRow key={area.code} area={area} />
      ))}
    </Stack>
  );
}
