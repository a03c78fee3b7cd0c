import { List, Stack, Text } from '@chakra-ui/react';
import { Clock } from 'lucide-react';
import { type Availability, defaultAvailability, editorDays } from '../../../shared/availability';
import type { SellerProfileDto } from '../../../shared/seller.schema';
import { AvailabilityEditor } from './availability-editor';
import { DashboardCard } from './dashboard-card';
import { EditActions } from './edit-actions';
import { useDraftEditor } from './use-draft-editor';
import { useSaveProfile } from './use-save-profile';

const draftOf = (availability: Availability): Availability => ({ ...defaultAvailability(), ...availability });

export function AvailabilityCard({ profile }: { profile: SellerProfileDto }) {
  const editor = useDraftEditor(() => draftOf(profile.availability));
  const { editing, draft, setDraft } = editor;
  const { save, saving } = useSaveProfile({
    successTitle: 'Availability Updated',
    successText: 'Buyers will see your new pickup hours.',
    fallbackError: 'Failed to update availability.',
    onSaved: editor.finish,
  });
  const open = editorDays.filter((day) => profile.availability[day]?.enabled);

  return (
    <DashboardCard
      title="Pickup Availability"
      icon={<Clock size={18} />}
      testId="availability-card"
      onEdit={editing ? undefined : editor.start}
    >
      {editing ? (
        <Stack gap="4">
          <AvailabilityEditor value={draft} onChange={setDraft} disabled={saving} />
          <EditActions
            saving={saving}
            onCancel={editor.cancel}
            onSave={() => save(profile.id, { availability: draft })}
          />
        </Stack>
      ) : open.length === 0 ? (
        <Text color="fg.muted">No pickup days set. Add the days buyers can collect from you.</Text>
      ) : (
        <List.Root variant="plain" gap="1">
          {open.map((day) => (
            <List.Item key={day} display="flex" justifyContent="space-between">
              <Text fontWeight="medium">{day}</Text>
              <Text color="fg.muted">
                {profile.availability[day]?.startTime} - {profile.availability[day]?.endTime}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </DashboardCard>
  );
}
