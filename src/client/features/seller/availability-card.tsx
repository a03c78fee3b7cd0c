import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { type Availability, defaultAvailability, editorDays } from '../../../shared/availability';
import type { SellerProfileDto } from '../../../shared/seller.schema';
import { AvailabilityEditor } from './availability-editor';
import { DashboardCard } from './dashboard-card';
import { useSaveProfile } from './use-save-profile';

const draftOf = (availability: Availability): Availability => ({ ...defaultAvailability(), ...availability });

export function AvailabilityCard({ profile }: { profile: SellerProfileDto }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(() => draftOf(profile.availability));
  const { save, saving } = useSaveProfile({
    successTitle: 'Availability Updated',
    successText: 'Buyers will see your new pickup hours.',
    fallbackError: 'Failed to update availability.',
    onSaved: () => setEditing(false),
  });
  const open = editorDays.filter((day) => profile.availability[day]?.enabled);

  return (
    <DashboardCard
      title="Pickup Availability"
      icon={<Clock size={18} />}
      testId="availability-card"
      onEdit={
        editing
          ? undefined
          : () => {
              setDraft(draftOf(profile.availability));
              setEditing(true);
            }
      }
    >
      {editing ? (
        <Stack gap="4">
          <AvailabilityEditor value={draft} onChange={setDraft} disabled={saving} />
          <HStack justify="end">
            <Button
              variant="outline"
              onClick={() => {
                // Cancel throws the draft away: reopening starts from what is saved.
                setDraft(draftOf(profile.availability));
                setEditing(false);
              }}
            >
              Cancel
            </Button>
            <Button
              colorPalette="bay"
              loading={saving}
              onClick={() => save(profile.id, { availability: draft })}
            >
              Save
            </Button>
          </HStack>
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
