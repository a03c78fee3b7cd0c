import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { licenceDateText } from '../../../shared/licence-rules';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/**
 * The licences a seller recorded, for the admin's check (docs/product/traceability.md): each
 * unchecked one, a first licence or a renewal, has its own Verify button.
 */
export function ApplicationLicences({ sellerId }: { sellerId: string }) {
  const utils = trpc.useUtils();
  const licences = trpc.licences.list.useQuery({ sellerId });
  const verify = trpc.licences.verify.useMutation({
    onSuccess: (licence) => {
      void utils.licences.list.invalidate({ sellerId });
      toaster.create({ title: 'Licence verified', description: licence.label, type: 'success' });
    },
    onError: (error) =>
      toaster.create({ title: 'Not verified', description: messageOf(error), type: 'error' }),
  });
  if (licences.isError) return <Text color="red.fg">{messageOf(licences.error)}</Text>;
  const rows = licences.data ?? [];
  if (licences.isSuccess && rows.length === 0) return <Text color="fg.muted">No licences recorded yet.</Text>;
  return (
    <Stack gap="2" data-testid="application-licences">
      {rows.map((row) => (
        <HStack
          key={row.id}
          justify="space-between"
          gap="2"
          flexWrap="wrap"
          p="2"
          borderWidth="1px"
          borderRadius="md"
        >
          <Stack gap="0">
            <Text fontWeight="medium">{row.label}</Text>
            <Text fontSize="sm" color="fg.muted">
              {row.agency} · No. {row.number} · runs until {licenceDateText(row.expiresOn ?? '')}
              {row.photoUrl && (
                <>
                  {' · '}
                  <a href={row.photoUrl} target="_blank" rel="noreferrer">
                    photo
                  </a>
                </>
              )}
            </Text>
          </Stack>
          {row.expired ? (
            <Badge colorPalette="red">Expired</Badge>
          ) : row.verified ? (
            <Badge colorPalette="green">Checked</Badge>
          ) : (
            <Button
              size="sm"
              minH="12"
              colorPalette="green"
              loading={verify.isPending && verify.variables?.id === row.id}
              onClick={() => verify.mutate({ id: row.id })}
              aria-label={`Verify ${row.label.toLowerCase()} ${row.number ?? ''}`.trim()}
            >
              Verify
            </Button>
          )}
        </HStack>
      ))}
    </Stack>
  );
}
