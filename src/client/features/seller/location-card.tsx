import { Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { sellerMessages } from '../../../shared/messages/seller';
import { isBlankAddress, type SellerProfileDto } from '../../../shared/seller.schema';
import { FormField } from '../../components/ui/form-field';
import { toaster } from '../../components/ui/toaster';
import { DashboardCard } from './dashboard-card';
import { EditActions } from './edit-actions';
import { useDraftEditor } from './use-draft-editor';
import { useSaveProfile } from './use-save-profile';

const draftOf = (profile: SellerProfileDto) => ({
  address: profile.pickupLocationAddress ?? '',
  instructions: profile.pickupInstructions ?? '',
});

export function LocationCard({ profile }: { profile: SellerProfileDto }) {
  const editor = useDraftEditor(() => draftOf(profile));
  const { editing, draft, setDraft } = editor;
  const { save, saving } = useSaveProfile({
    successTitle: 'Location Updated',
    successText: 'Your pickup location has been saved.',
    fallbackError: 'Failed to update location.',
    onSaved: editor.finish,
  });

  const submit = () => {
    if (isBlankAddress(draft.address)) {
      toaster.create({
        title: sellerMessages.addressRequiredTitle,
        description: sellerMessages.addressRequired,
        type: 'error',
      });
      return;
    }
    // Coordinates are left to the server, which geocodes the address it is given.
    save(profile.id, { pickupLocationAddress: draft.address, pickupInstructions: draft.instructions });
  };

  return (
    <DashboardCard
      title="Pickup Location"
      icon={<MapPin size={18} />}
      testId="location-card"
      onEdit={editing ? undefined : editor.start}
    >
      {editing ? (
        <Stack gap="4">
          <FormField label="Address" required mark="none">
            <Input
              name="pickupLocationAddress"
              value={draft.address}
              autoComplete="street-address"
              onChange={(event) => setDraft({ ...draft, address: event.target.value })}
            />
          </FormField>
          <FormField label="Pickup instructions (optional)">
            <Textarea
              name="pickupInstructions"
              rows={2}
              value={draft.instructions}
              onChange={(event) => setDraft({ ...draft, instructions: event.target.value })}
            />
          </FormField>
          <EditActions saving={saving} onCancel={editor.cancel} onSave={submit} />
        </Stack>
      ) : (
        <Stack gap="1">
          <Text fontWeight="medium">{profile.pickupLocationAddress ?? 'Contact for location'}</Text>
          {profile.pickupInstructions && <Text color="fg.muted">{profile.pickupInstructions}</Text>}
          {profile.pickupLocationLat === null && profile.pickupLocationAddress && (
            <Text fontSize="sm" color="orange.fg">
              We could not place this address on the map; buyers still see it as written.
            </Text>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
}
