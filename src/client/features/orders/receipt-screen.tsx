import {
  Box,
  Button,
  Center,
  Link as ChakraLink,
  Container,
  Heading,
  HStack,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useEffect } from 'react';
import { onDockClock } from '../../../shared/dock-clock';
import { receiptMessages } from '../../../shared/messages/receipt';
import { formatDecimalUsd } from '../../../shared/money';
import type { ReceiptDto } from '../../../shared/receipt.dto';
import { weighedLineNote } from '../../../shared/weights';
import { LineTraceNote } from '../../components/orders/line-trace-note';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OrderNotFound } from './order-not-found';
import { retryOrderRead } from './order-screen';

const day = (instant: string) => onDockClock(instant, { month: 'short', day: 'numeric', year: 'numeric' });

function Sum({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <HStack justify="space-between" fontWeight={strong ? 'bold' : 'normal'}>
      <Text>{label}</Text>
      <Text>{amount}</Text>
    </HStack>
  );
}

function ReceiptBody({ receipt }: { receipt: ReceiptDto }) {
  return (
    <Stack
      gap="6"
      data-testid="receipt"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '8' }}
    >
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {receiptMessages.title} {receipt.number}
        </Heading>
        <Text fontWeight="semibold">{receipt.seller.name}</Text>
        {receipt.seller.address && <Text color="fg.muted">{receipt.seller.address}</Text>}
        {receipt.seller.licences.map((licence) => (
          <Text key={licence} color="fg.muted" fontSize="sm" data-testid="receipt-licence">
            {licence}
          </Text>
        ))}
      </Stack>
      <Stack gap="1" fontSize="sm">
        <Text>Issued {day(receipt.issuedAt)}</Text>
        <Text>
          Buyer: {receipt.buyer.name}
          {receipt.buyer.email && ` (${receipt.buyer.email})`}
        </Text>
        <Text>Pickup: {receipt.pickupLabel}</Text>
      </Stack>
      {/* On a phone each line reads as a short block; five columns do not fit 390 px. */}
      <Stack gap="3" hideFrom="md" data-testid="receipt-lines-phone">
        {receipt.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's lines never reorder
          <Stack key={index} gap="0.5" borderBottomWidth="1px" pb="3" fontSize="sm">
            <HStack justify="space-between" align="start" fontWeight="semibold">
              <Text>{line.title}</Text>
              <Text>{formatDecimalUsd(line.lineTotal)}</Text>
            </HStack>
            <LineTraceNote lotCode={line.lotCode} shellfishTag={line.shellfishTag} />
            <Text color="fg.muted">
              {`${line.handedOverQty} of ${line.orderedQty} ${line.unit} at ${formatDecimalUsd(line.unitPrice)}${line.pricing === 'per_lb' ? '/lb' : ' each'}`}
            </Text>
            {weighedLineNote(line) && (
              <Text color="fg.muted">{`${weighedLineNote(line)}; estimate ${formatDecimalUsd(line.estimatedTotal)}`}</Text>
            )}
          </Stack>
        ))}
      </Stack>
      <Table.ScrollArea hideBelow="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Item</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Ordered</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Handed over</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Unit price</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {receipt.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's lines never reorder
              <Table.Row key={index}>
                <Table.Cell>
                  {line.title}
                  <LineTraceNote lotCode={line.lotCode} shellfishTag={line.shellfishTag} />
                  {weighedLineNote(line) && (
                    <Text textStyle="xs" color="fg.muted">
                      {`${weighedLineNote(line)}; estimate ${formatDecimalUsd(line.estimatedTotal)}`}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">{`${line.orderedQty} ${line.unit}`}</Table.Cell>
                <Table.Cell textAlign="end">{`${line.handedOverQty} ${line.unit}`}</Table.Cell>
                <Table.Cell textAlign="end">{`${formatDecimalUsd(line.unitPrice)}${line.pricing === 'per_lb' ? '/lb' : ''}`}</Table.Cell>
                <Table.Cell textAlign="end">{formatDecimalUsd(line.lineTotal)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack gap="1" maxW="sm" alignSelf="end" w="full">
        <Sum label="Subtotal" amount={formatDecimalUsd(receipt.subtotal)} />
        <Sum label={receiptMessages.serviceFee} amount={formatDecimalUsd(receipt.serviceFee)} />
        <Sum label={receiptMessages.tax} amount={formatDecimalUsd(receipt.tax)} />
        <Sum label="Total" amount={formatDecimalUsd(receipt.total)} strong />
        {receipt.creditNotes.map((note) => (
          <Sum
            key={`${note.date}-${note.amount}`}
            label={`Refund ${day(note.date)} (${note.method}): ${note.reason}`}
            amount={`-${formatDecimalUsd(note.amount)}`}
          />
        ))}
        <Sum label={receiptMessages.netPaid} amount={formatDecimalUsd(receipt.netPaid)} strong />
      </Stack>
      <Text fontSize="sm">
        Payment: {receipt.paymentMethod === 'card' ? 'Card' : 'Cash at pickup'} (
        {receipt.paymentStatus.replace(/_/g, ' ')})
      </Text>
    </Stack>
  );
}

/** /orders/{id}/receipt: the printable receipt of a completed order, with its PDF. */
export function ReceiptScreen({ id }: { id: string }) {
  const query = trpc.receipts.forOrder.useQuery({ id }, { retry: retryOrderRead });
  useDocumentTitle(query.data ? `Receipt ${query.data.number}` : receiptMessages.title);
  // Printing shows the receipt alone (theme/system.ts).
  useEffect(() => {
    document.documentElement.dataset.print = 'receipt';
    return () => {
      delete document.documentElement.dataset.print;
    };
  }, []);

  if (query.isLoading) {
    return (
      <Center py="24">
        <LoadingSpinner size="lg" label="Loading receipt" />
      </Center>
    );
  }
  if (!query.data) return <OrderNotFound />;
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="4">
        <HStack gap="3" className="no-print" flexWrap="wrap">
          <Button asChild colorPalette="crab" size="sm">
            <ChakraLink href={`/api/orders/${id}/receipt.pdf`} download>
              {receiptMessages.downloadPdf}
            </ChakraLink>
          </Button>
          <Button size="sm" variant="outline" onClick={() => window.print()}>
            {receiptMessages.print}
          </Button>
        </HStack>
        <Box>
          <ReceiptBody receipt={query.data} />
        </Box>
      </Stack>
    </Container>
  );
}
