import { Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Timer } from 'lucide-react';
import { sellerMessages } from '../../../shared/messages/seller';
import {
  MAX_NO_SHOW_GRACE_HOURS,
  MAX_ORDER_CUTOFF_HOURS,
  MAX_SLOT_CAPACITY,
} from '../../../shared/pickup-slots';
import type { SellerProfileDto } from '../../../shared/seller.schema';
import { FormField } from '../../components/ui/form-field';
import { DashboardCard } from './dashboard-card';
import { EditActions } from './edit-actions';
import { useDraftEditor } from './use-draft-editor';
import { useSaveProfile } from './use-save-profile';

const draftOf = (profile: SellerProfileDto) => ({
  cutoff: String(profile.orderCutoffHours),
  capacity: profile.slotCapacity === null ? '' : String(profile.slotCapacity),
  grace: String(profile.noShowGraceHours),
});

/** Whole numbers as typed; anything else is sent as is so the server's message explains it. */
const numberOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** When orders close before each pickup, and how many orders one pickup takes. */
export function PickupRulesCard({ profile }: { profile: SellerProfileDto }) {
  const editor = useDraftEditor(() => draftOf(profile));
  const { editing, draft, setDraft } = editor;
  const { save, saving, fieldErrors } = useSaveProfile({
    successTitle: sellerMessages.pickupRulesSaved,
    successText: 'Buyers see the new rules on your listings at once.',
    fallbackError: 'Failed to save pickup rules.',
    onSaved: editor.finish,
  });

  const submit = () =>
    save(profile.id, {
      orderCutoffHours: numberOf(draft.cutoff),
      slotCapacity: draft.capacity.trim() === '' ? null : numberOf(draft.capacity),
      noShowGraceHours: numberOf(draft.grace),
    });

  return (
    <DashboardCard
      title="Pickup Rules"
      icon={<Timer size={18} />}
      testId="pickup-rules-card"
      onEdit={editing ? undefined : editor.start}
    >
      {editing ? (
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField
              label="Order cut-off (hours before pickup)"
              error={fieldErrors.orderCutoffHours?.[0]}
              helper={`0 to ${MAX_ORDER_CUTOFF_HOURS}. Time to pack before buyers arrive.`}
            >
              <Input
                name="orderCutoffHours"
                inputMode="numeric"
                value={draft.cutoff}
                onChange={(event) => setDraft({ ...draft, cutoff: event.target.value })}
              />
            </FormField>
            <FormField
              label="Orders per pickup (optional)"
              error={fieldErrors.slotCapacity?.[0]}
              helper={`1 to ${MAX_SLOT_CAPACITY}, or empty for no limit.`}
            >
              <Input
                name="slotCapacity"
                inputMode="numeric"
                value={draft.capacity}
                onChange={(event) => setDraft({ ...draft, capacity: event.target.value })}
              />
            </FormField>
            <FormField
              label="No-show grace (hours after pickup)"
              error={fieldErrors.noShowGraceHours?.[0]}
              helper={`0 to ${MAX_NO_SHOW_GRACE_HOURS}. An uncollected cash order then lapses and its catch goes back on sale.`}
            >
              <Input
                name="noShowGraceHours"
                inputMode="numeric"
                value={draft.grace}
                onChange={(event) => setDraft({ ...draft, grace: event.target.value })}
              />
            </FormField>
          </SimpleGrid>
          <EditActions saving={saving} onCancel={editor.cancel} onSave={submit} />
        </Stack>
      ) : (
        <Stack gap="1">
          <Text>
            Orders close{' '}
            <Text as="strong">
              {profile.orderCutoffHours === 0
                ? 'when the pickup starts'
                : `${profile.orderCutoffHours} ${profile.orderCutoffHours === 1 ? 'hour' : 'hours'} before`}
            </Text>{' '}
            each pickup.
          </Text>
          <Text color="fg.muted">
            {profile.slotCapacity === null
              ? 'No limit on orders per pickup.'
              : `At most ${profile.slotCapacity} ${profile.slotCapacity === 1 ? 'order' : 'orders'} per pickup.`}
          </Text>
          <Text color="fg.muted">
            Uncollected cash orders lapse{' '}
            {profile.noShowGraceHours === 0
              ? 'when the pickup ends'
              : `${profile.noShowGraceHours} ${profile.noShowGraceHours === 1 ? 'hour' : 'hours'} after it ends`}
            .
          </Text>
        </Stack>
      )}
    </DashboardCard>
  );
}
