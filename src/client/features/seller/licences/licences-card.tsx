import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { IdCard, Plus } from 'lucide-react';
import { useState } from 'react';
import type { LicenceDto, LicenceInput } from '../../../../shared/licence.schema';
import { licenceDateText } from '../../../../shared/licence-rules';
import { localDateOf } from '../../../../shared/pickup-slots';
import { toaster } from '../../../components/ui/toaster';
import { fieldErrorsOf, messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { DashboardCard } from '../dashboard-card';
import { LicenceForm } from './licence-form';
import { licenceStanding, standingPalette } from './licence-state';

/**
 * The seller's licences (docs/product/traceability.md): each with how it stands today, what runs
 * out soon first, and adding, changing and removing them. Listings that need an expired licence
 * leave the marketplace until a renewal is checked by an admin.
 */
export function LicencesCard({ sellerId }: { sellerId: string }) {
  const utils = trpc.useUtils();
  const licences = trpc.licences.list.useQuery({ sellerId });
  const [editing, setEditing] = useState<LicenceDto | 'new' | null>(null);
  const done = (title: string) => {
    void utils.licences.list.invalidate({ sellerId });
    toaster.create({ title, type: 'success' });
    setEditing(null);
  };
  const failed = (title: string) => (error: unknown) =>
    toaster.create({ title, description: messageOf(error), type: 'error' });
  const add = trpc.licences.add.useMutation({
    onSuccess: () => done('Licence added'),
    onError: failed('Licence not saved'),
  });
  const change = trpc.licences.change.useMutation({
    onSuccess: () => done('Licence saved'),
    onError: failed('Licence not saved'),
  });
  const remove = trpc.licences.remove.useMutation({
    onSuccess: () => done('Licence removed'),
    onError: failed('Licence not removed'),
  });

  const save = (input: LicenceInput) =>
    editing === 'new'
      ? add.mutate({ sellerId, ...input })
      : editing && change.mutate({ sellerId, licenceId: editing.id, ...input });

  const today = localDateOf(new Date());
  const rows = licences.data ?? [];
  const soon = rows.filter((row) => ['soon', 'expired'].includes(licenceStanding(row, today).tone));

  return (
    <DashboardCard
      title="Licences"
      icon={<IdCard size={18} />}
      testId="licences-card"
      action={
        editing === null && (
          <Button size="sm" minH="12" variant="ghost" onClick={() => setEditing('new')}>
            <Plus size={14} /> Add licence
          </Button>
        )
      }
    >
      {editing !== null ? (
        <LicenceForm
          key={editing === 'new' ? 'new' : editing.id}
          licence={editing === 'new' ? null : editing}
          saving={add.isPending || change.isPending}
          errors={fieldErrorsOf(editing === 'new' ? add.error : change.error)}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Stack gap="3">
          {licences.isError && <Text color="red.fg">{messageOf(licences.error)}</Text>}
          {licences.isSuccess && rows.length === 0 && (
            <Text color="fg.muted">
              Add the licences you hold. An admin checks each one; buyers see the type and the month it runs
              to.
            </Text>
          )}
          {soon.map((row) => (
            <Text key={row.id} color={row.expired ? 'red.fg' : 'orange.fg'} fontWeight="medium">
              {row.expired
                ? `Your ${row.label.toLowerCase()} has expired: listings that need it are off the marketplace until you renew it.`
                : `Your ${row.label.toLowerCase()} expires on ${licenceDateText(row.expiresOn ?? '')}: renew it and enter the new date here.`}
            </Text>
          ))}
          {rows.map((row) => {
            const standing = licenceStanding(row, today);
            return (
              <Stack key={row.id} gap="1" p="3" borderWidth="1px" borderRadius="md" data-testid="licence-row">
                <HStack justify="space-between" gap="2" flexWrap="wrap">
                  <Text fontWeight="medium">{row.label}</Text>
                  <Badge colorPalette={standingPalette[standing.tone]}>{standing.text}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {row.agency} · No. {row.number} · runs until {licenceDateText(row.expiresOn ?? '')}
                </Text>
                {standing.tone === 'soon' && !row.verified && (
                  <Text fontSize="sm" color="fg.muted">
                    Waiting for a check
                  </Text>
                )}
                <HStack gap="2" flexWrap="wrap">
                  <Button size="sm" minH="12" variant="outline" onClick={() => setEditing(row)}>
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    minH="12"
                    variant="ghost"
                    colorPalette="red"
                    loading={remove.isPending && remove.variables?.licenceId === row.id}
                    onClick={() => remove.mutate({ sellerId, licenceId: row.id })}
                    aria-label={`Remove ${row.label.toLowerCase()}`}
                  >
                    Remove
                  </Button>
                </HStack>
              </Stack>
            );
          })}
        </Stack>
      )}
    </DashboardCard>
  );
}
