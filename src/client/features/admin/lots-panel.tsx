import { Button, Field, HStack, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/** A recall: one lot's order lines by its code, and one notice to all its buyers. */
export function LotsPanel() {
  const [typed, setTyped] = useState('');
  const [lotCode, setLotCode] = useState('');
  const [message, setMessage] = useState('');
  const utils = trpc.useUtils();
  const lot = trpc.traceability.lot.useQuery({ lotCode }, { enabled: lotCode !== '', retry: false });
  const notify = trpc.traceability.notifyLot.useMutation({
    onSuccess: ({ notified }) => {
      void utils.moderation.actions.invalidate();
      setMessage('');
      toaster.create({ title: `${notified} buyer${notified === 1 ? '' : 's'} told`, type: 'success' });
    },
    onError: (error) => toaster.create({ title: 'Error', description: messageOf(error), type: 'error' }),
  });
  return (
    <Stack gap="4">
      <HStack
        as="form"
        gap="3"
        align="end"
        onSubmit={(event) => {
          event.preventDefault();
          setLotCode(typed.trim().toUpperCase());
        }}
      >
        <Field.Root maxW="16rem">
          <Field.Label>Lot code</Field.Label>
          <Input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="DOB-20261120-01"
          />
        </Field.Root>
        <Button type="submit" colorPalette="bay" disabled={typed.trim() === ''}>
          Look up
        </Button>
      </HStack>
      {lot.isLoading && <LoadingSpinner label="Loading lot" />}
      {lot.error && <Text color="fg.error">{messageOf(lot.error)}</Text>}
      {lot.data && (
        <Stack gap="3" data-testid="lot-result">
          <Text>
            {`${lot.data.listing.title} (${lot.data.listing.species}) from ${lot.data.seller.name}; harvested ${lot.data.harvestedOn ?? 'date not given'}${lot.data.harvestLocation ? ` at ${lot.data.harvestLocation}` : ''}`}
          </Text>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Order</Table.ColumnHeader>
                <Table.ColumnHeader>Buyer</Table.ColumnHeader>
                <Table.ColumnHeader>Qty</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Pickup</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lot.data.lines.map((line) => (
                <Table.Row key={`${line.orderId}-${line.qty}`}>
                  <Table.Cell>{line.orderId.slice(0, 8)}</Table.Cell>
                  <Table.Cell>{`${line.buyerName} <${line.buyerEmail}>`}</Table.Cell>
                  <Table.Cell>{line.qty}</Table.Cell>
                  <Table.Cell>{line.status}</Table.Cell>
                  <Table.Cell>{line.pickupDate}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Field.Root>
            <Field.Label>Message to the buyers</Field.Label>
            <Textarea value={message} maxLength={1000} onChange={(event) => setMessage(event.target.value)} />
          </Field.Root>
          <Button
            alignSelf="start"
            colorPalette="red"
            loading={notify.isPending}
            disabled={message.trim() === '' || lot.data.lines.length === 0}
            onClick={() => notify.mutate({ lotCode, message })}
          >
            Notify buyers
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
