import { Button, HStack, Input, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import type { AccountDto } from '../../../shared/account.schema';
import { displayNameOf } from '../../../shared/users';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { PersonAvatar } from '../../components/ui/person-avatar';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { uploadFile } from '../../lib/upload-file';
import { SettingsSection } from './settings-section';
import { useAccountRefresh } from './use-account-refresh';

/** Name and profile photo: what the navigation shows, and sellers' buyers see on orders. */
export function ProfileSection({ account }: { account: AccountDto }) {
  const [firstName, setFirstName] = useState(account.firstName ?? '');
  const [lastName, setLastName] = useState(account.lastName ?? '');
  const [photo, setPhoto] = useState<string | null>(account.profileImageUrl);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const refresh = useAccountRefresh();
  const update = trpc.account.update.useMutation({
    onSuccess: async () => {
      setSaved(true);
      await refresh();
    },
  });
  const errors = fieldErrorsOf(update.error);

  async function pick(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    setSaved(false);
    try {
      setPhoto(await uploadFile('/api/uploads/profile-photos', file));
    } catch (error) {
      setUploadError(messageOf(error));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    update.mutate({ firstName, lastName, profileImageUrl: photo });
  }

  const name = displayNameOf({ firstName, lastName, email: account.email });
  return (
    <SettingsSection title="Profile" description="Your name and photo, as BayCatch shows them.">
      <form onSubmit={submit} noValidate aria-label="Profile">
        <Stack gap="5">
          <HStack gap="4" flexWrap="wrap">
            <PersonAvatar size="lg" name={name} src={photo} alt="Your profile photo" />
            <Stack gap="2">
              <HStack gap="2" flexWrap="wrap">
                <Button
                  size="sm"
                  variant="outline"
                  loading={uploading}
                  loadingText="Uploading..."
                  onClick={() => fileInput.current?.click()}
                >
                  <ImagePlus size={16} aria-hidden /> {photo ? 'Change photo' : 'Add photo'}
                </Button>
                {photo && (
                  <Button size="sm" variant="ghost" onClick={() => setPhoto(null)} disabled={uploading}>
                    <Trash2 size={16} aria-hidden /> Remove photo
                  </Button>
                )}
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                JPG, PNG or WebP, up to 5 MB.
              </Text>
            </Stack>
            <VisuallyHidden asChild>
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                aria-label="Profile photo"
                tabIndex={-1}
                onChange={(event) => void pick(event.target.files?.[0])}
              />
            </VisuallyHidden>
          </HStack>
          {uploadError && <FormAlert>{uploadError}</FormAlert>}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label="First name" required error={errors.firstName?.[0]}>
              <Input
                value={firstName}
                autoComplete="given-name"
                onChange={(event) => setFirstName(event.target.value)}
              />
            </FormField>
            <FormField label="Last name" required error={errors.lastName?.[0]}>
              <Input
                value={lastName}
                autoComplete="family-name"
                onChange={(event) => setLastName(event.target.value)}
              />
            </FormField>
          </SimpleGrid>
          {update.isError && !errors.firstName && !errors.lastName && (
            <FormAlert>{messageOf(update.error)}</FormAlert>
          )}
          {saved && <FormAlert status="success">Profile saved.</FormAlert>}
          <Button
            type="submit"
            colorPalette="bay"
            alignSelf="start"
            loading={update.isPending}
            disabled={uploading}
          >
            Save profile
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
