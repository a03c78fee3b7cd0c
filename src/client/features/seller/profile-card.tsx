import { Badge, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { UserRound } from 'lucide-react';
import { sellerTypeLabels } from '../../../shared/roles';
import { BIO_MAX_LENGTH, type SellerProfileDto, sellerUpdateData } from '../../../shared/seller.schema';
import { toaster } from '../../components/ui/toaster';
import { DashboardCard } from './dashboard-card';
import { EditActions } from './edit-actions';
import { useDraftEditor } from './use-draft-editor';
import { useSaveProfile } from './use-save-profile';

const statusColor = { pending: 'yellow', approved: 'green', rejected: 'red', revoked: 'red' } as const;
const draftOf = (profile: SellerProfileDto) => ({ displayName: profile.displayName, bio: profile.bio ?? '' });

/** The seller's public face: what buyers read on every listing. */
export function ProfileCard({ profile }: { profile: SellerProfileDto }) {
  const editor = useDraftEditor(() => draftOf(profile));
  const { editing, draft, setDraft } = editor;
  const { save, saving } = useSaveProfile({
    successTitle: 'Profile Updated',
    successText: 'Buyers will see your new details.',
    fallbackError: 'Failed to update profile.',
    onSaved: editor.finish,
  });

  const submit = () => {
    const result = sellerUpdateData.safeParse(draft);
    if (!result.success) {
      toaster.create({ title: 'Update Failed', description: result.error.issues[0]?.message, type: 'error' });
      return;
    }
    save(profile.id, draft);
  };

  return (
    <DashboardCard
      title="Seller Profile"
      icon={<UserRound size={18} />}
      onEdit={editing ? undefined : editor.start}
    >
      {editing ? (
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>Display name</Field.Label>
            <Input
              value={draft.displayName}
              onChange={(event) => setDraft({ ...draft, displayName: event.target.value })}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Bio</Field.Label>
            <Textarea
              rows={4}
              value={draft.bio}
              onChange={(event) => setDraft({ ...draft, bio: event.target.value })}
            />
            <Field.HelperText alignSelf="end">
              {draft.bio.length}/{BIO_MAX_LENGTH}
            </Field.HelperText>
          </Field.Root>
          <EditActions saving={saving} onCancel={editor.cancel} onSave={submit} />
        </Stack>
      ) : (
        <Stack gap="2">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold">{profile.displayName}</Text>
            <Badge colorPalette="bay">{sellerTypeLabels[profile.sellerType]}</Badge>
            <Badge colorPalette={statusColor[profile.verificationStatus]} textTransform="capitalize">
              {profile.verificationStatus}
            </Badge>
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            {profile.bio || 'Experienced Chesapeake Bay crabber'}
          </Text>
          {profile.weeklyQuantityLimit !== null && (
            <Text fontSize="sm">Weekly limit: {profile.weeklyQuantityLimit} lbs</Text>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
}
