/**
 * /standing-orders (docs/product/standing-orders.md): the buyer's standing orders with Pause or
 * Resume, Skip a week, Change and End; with `?seller=` (and `&catch=`, from a catch page) the form
 * that sets up a new one.
 */
import { Button, Card, Center, Container, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { buildPickupWindows } from '../../../shared/availability';
import type { StandingOrderDto } from '../../../shared/standing-order.schema';
import { standingWhat, standingWindowText } from '../../../shared/standing-orders';
import { FormAlert } from '../../components/ui/form-alert';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { StandingCard } from './standing-card';
import { draftOf, type StandingOrderDraft, StandingOrderForm } from './standing-order-form';

const onError = (error: unknown) =>
  toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });

/** The set-up form for one seller, its weekly pickups read from their storefront. */
function SetUp({
  sellerId,
  catchId,
  editing,
  onDone,
}: {
  sellerId: string;
  catchId?: string;
  editing?: StandingOrderDto;
  onDone: () => void;
}) {
  const seller = trpc.sellers.publicProfile.useQuery({ id: sellerId });
  const listing = trpc.catalog.byId.useQuery({ id: catchId ?? '' }, { enabled: Boolean(catchId) });
  if (seller.isPending || (catchId && listing.isPending))
    return <LoadingSpinner label="Loading standing orders" />;
  if (!seller.data) return <FormAlert>{messageOf(seller.error)}</FormAlert>;
  const windows = buildPickupWindows(seller.data.availability);
  const fromCatch: Partial<StandingOrderDraft> = listing.data
    ? {
        species: listing.data.species,
        prep: listing.data.prep,
        sizeMix: listing.data.sizeMix,
        unitType: listing.data.unitType,
        maxUnitPrice: listing.data.unitPrice,
      }
    : {};
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <Heading as="h2" size="md">
          {editing ? 'Change standing order' : `Standing order with ${seller.data.displayName}`}
        </Heading>
        <StandingOrderForm
          crabberId={sellerId}
          windows={windows}
          initial={editing ? draftOf(editing) : fromCatch}
          editing={editing?.id}
          onDone={onDone}
        />
      </Card.Body>
    </Card.Root>
  );
}

function StandingOrderRow({ order, onChange }: { order: StandingOrderDto; onChange: () => void }) {
  const utils = trpc.useUtils();
  const [skipDate, setSkipDate] = useState('');
  const refresh = (description: string) => () => {
    void utils.standingOrders.list.invalidate();
    toaster.create({ description, type: 'success' });
  };
  const update = trpc.standingOrders.update.useMutation({
    onSuccess: (saved) => refresh(saved.paused ? 'Paused' : 'Resumed')(),
    onError,
  });
  const skip = trpc.standingOrders.skip.useMutation({ onSuccess: refresh('That week is skipped'), onError });
  const remove = trpc.standingOrders.remove.useMutation({
    onSuccess: refresh('Standing order ended'),
    onError,
  });
  const outcome = order.lastOutcome;
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="3" p="4">
        <Stack gap="1">
          <Text fontWeight="semibold">
            {standingWhat(order)}
            {order.prep ? `, ${order.prep}` : ''} from {order.sellerName}
          </Text>
          <Text color="fg.muted">
            {standingWindowText(order.window)} · up to ${order.maxUnitPrice} per {order.unitType} ·{' '}
            {order.paymentMethod}
            {order.endsOn ? ` · until ${order.endsOn}` : ''}
          </Text>
          {order.paused && <Text color="orange.fg">Paused</Text>}
          {order.skippedDates.length > 0 && (
            <Text color="fg.muted">Skipping: {order.skippedDates.join(', ')}</Text>
          )}
          {outcome && (
            <Text color={outcome.orderId ? 'green.fg' : 'fg.muted'}>
              {outcome.orderId
                ? `Filled for ${outcome.date}`
                : `Not filled for ${outcome.date}: ${outcome.reason ?? ''}`}
            </Text>
          )}
        </Stack>
        <StandingCard order={order} />
        <HStack gap="2" wrap="wrap">
          <Button
            minH="12"
            variant="outline"
            onClick={() => update.mutate({ id: order.id, data: { paused: !order.paused } })}
            loading={update.isPending}
          >
            {order.paused ? 'Resume' : 'Pause'}
          </Button>
          <Button minH="12" variant="outline" onClick={onChange}>
            Change
          </Button>
          <Button
            minH="12"
            variant="outline"
            colorPalette="red"
            onClick={() => remove.mutate({ id: order.id })}
            loading={remove.isPending}
          >
            End
          </Button>
        </HStack>
        <HStack
          as="form"
          gap="2"
          wrap="wrap"
          onSubmit={(event) => {
            event.preventDefault();
            skip.mutate({ id: order.id, date: skipDate });
          }}
        >
          <Input
            type="date"
            h="12"
            maxW="14rem"
            aria-label="Week to skip"
            value={skipDate}
            onChange={(event) => setSkipDate(event.target.value)}
          />
          <Button type="submit" minH="12" variant="outline" loading={skip.isPending} disabled={!skipDate}>
            Skip a week
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

export function StandingOrdersScreen({ sellerId, catchId }: { sellerId?: string; catchId?: string }) {
  useDocumentTitle('Standing orders');
  const list = trpc.standingOrders.list.useQuery();
  const [editing, setEditing] = useState<StandingOrderDto | null>(null);
  const navigate = useNavigate();
  const done = () => {
    setEditing(null);
    void navigate({ to: '/standing-orders', search: {} });
  };
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Standing orders
          </Heading>
          <Text color="fg.muted">
            Filled first, each week, when the seller posts the catch you asked for at or under your price.
          </Text>
        </Stack>
        {editing ? (
          <SetUp key={editing.id} sellerId={editing.crabberId} editing={editing} onDone={done} />
        ) : (
          sellerId && <SetUp sellerId={sellerId} catchId={catchId} onDone={done} />
        )}
        {list.isPending ? (
          <Center>
            <LoadingSpinner label="Loading standing orders" />
          </Center>
        ) : list.error ? (
          <FormAlert>{messageOf(list.error)}</FormAlert>
        ) : list.data.length === 0 ? (
          <Text color="fg.muted">No standing orders yet. Set one from a seller's page or a catch page.</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Your standing orders">
            {list.data.map((order) => (
              <StandingOrderRow key={order.id} order={order} onChange={() => setEditing(order)} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
