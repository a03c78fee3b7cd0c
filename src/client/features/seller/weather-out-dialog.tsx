import { Button, Checkbox, Stack, Text, Textarea } from '@chakra-ui/react';
import { CloudLightning } from 'lucide-react';
import { useMemo, useState } from 'react';
import { buildPickupWindows } from '../../../shared/availability';
import { pickupMessages } from '../../../shared/messages/pickup';
import { isOpenOrder } from '../../../shared/order-status';
import type { PickupDaySlotDto } from '../../../shared/pickup-day';
import { formatSlot, upcomingSlots } from '../../../shared/pickup-slots';
import type { SellerProfileDto } from '../../../shared/seller.schema';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { toaster } from '../../components/ui/toaster';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

const WHOLE_DAY = 'day';

/**
 * Bay weather: cancel every open order of the day (or of one pickup), or move them all to another
 * of the seller's pickups, with a reason every buyer reads. One confirmation does all of it.
 */
export function WeatherOutDialog({
  date,
  slots,
  closed,
  profile,
}: {
  date: string;
  slots: PickupDaySlotDto[];
  /** The day is already closed to new orders. */
  closed: boolean;
  profile: SellerProfileDto;
}) {
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState(WHOLE_DAY);
  const [action, setAction] = useState<'cancel' | 'move'>('cancel');
  const [target, setTarget] = useState('');
  const [reason, setReason] = useState('');
  const [closeDay, setCloseDay] = useState(true);
  const utils = trpc.useUtils();
  const run = trpc.crabber.weatherOut.useMutation({
    onSuccess: (result) => {
      const parts = [
        result.moved > 0 && `${result.moved} moved`,
        result.cancelled > 0 && `${result.cancelled} cancelled`,
        result.refunded > 0 && `${result.refunded} refunded`,
      ].filter(Boolean);
      const orders = parts.length > 0 ? `Orders ${parts.join(', ')}.` : '';
      const closed = result.dayClosed ? ' The day is closed to new orders.' : '';
      toaster.create({ title: 'Done', description: `${orders}${closed}`.trim(), type: 'success' });
      setOpen(false);
      setReason('');
      void utils.crabber.invalidate();
      void utils.orders.sellerOrders.invalidate();
    },
  });
  const errors = fieldErrorsOf(run.error);

  // One entry per open order, naming its pickup.
  const openOrders = slots.flatMap((slot) =>
    slot.orders.filter((order) => isOpenOrder(order.status)).map(() => slot.start),
  );
  const affected = openOrders.filter((start) => scope === WHOLE_DAY || start === scope).length;
  const targets = useMemo(() => {
    const leaving = new Set(slots.map((slot) => slot.start));
    return upcomingSlots(buildPickupWindows(profile.availability), new Date())
      .filter((slot) => slot.startsAt > new Date() && !leaving.has(slot.startsAt.toISOString()))
      .map((slot) => ({ value: slot.startsAt.toISOString(), label: formatSlot(slot) }));
  }, [slots, profile.availability]);

  function confirm() {
    run.mutate({
      date,
      ...(scope !== WHOLE_DAY && { slotStart: scope }),
      action,
      ...(action === 'move' && target && { toSlotStart: target }),
      closeDay: affected === 0 || closeDay,
      reason,
    });
  }

  return (
    <DialogFrame
      title="Weather out"
      open={open}
      onOpenChange={setOpen}
      closeButton
      trigger={
        <Button
          size="sm"
          minH="12"
          variant="outline"
          colorPalette="orange"
          disabled={closed && openOrders.length === 0}
        >
          <CloudLightning size={14} /> Weather out
        </Button>
      }
      footer={
        <>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep orders
          </Button>
          <Button
            colorPalette={action === 'cancel' ? 'red' : 'bay'}
            loading={run.isPending}
            onClick={confirm}
          >
            {affected === 0
              ? 'Close the day'
              : `${action === 'cancel' ? 'Cancel' : 'Move'} ${affected} ${affected === 1 ? 'order' : 'orders'}`}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <SelectField
          label="Which pickups"
          name="scope"
          value={scope}
          onChange={setScope}
          options={[
            { value: WHOLE_DAY, label: 'The whole day' },
            ...slots.map((slot) => ({ value: slot.start, label: slot.label })),
          ]}
        />
        <SelectField
          label="What happens to the orders"
          name="action"
          value={action}
          onChange={(value) => setAction(value as 'cancel' | 'move')}
          options={[
            { value: 'cancel', label: 'Cancel them (card holds released, stock back)' },
            { value: 'move', label: 'Move them to another pickup' },
          ]}
        />
        {action === 'move' && (
          <SelectField
            label="Move to"
            name="toSlotStart"
            value={target}
            onChange={setTarget}
            placeholder="Choose a pickup"
            options={targets}
            error={errors.toSlotStart?.[0]}
          />
        )}
        {affected > 0 && (
          <Checkbox.Root
            checked={closeDay}
            onCheckedChange={(details) => setCloseDay(details.checked === true)}
            colorPalette="bay"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Also close the day to new orders</Checkbox.Label>
          </Checkbox.Root>
        )}
        <FormField label="Reason buyers will read" required error={errors.reason?.[0]}>
          <Textarea
            name="reason"
            rows={2}
            maxLength={300}
            placeholder="Small craft advisory: the boats stay in."
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
        <Text fontSize="sm" color="fg.muted">
          Every buyer is told in the app and by e-mail
          {action === 'move' ? ', with a one-click way to cancel instead' : ''}.
        </Text>
        {run.isError && !errors.reason && !errors.toSlotStart && (
          <FormAlert>{messageOf(run.error)}</FormAlert>
        )}
        {action === 'move' && targets.length === 0 && <FormAlert>{pickupMessages.notYourSlot}</FormAlert>}
      </Stack>
    </DialogFrame>
  );
}
