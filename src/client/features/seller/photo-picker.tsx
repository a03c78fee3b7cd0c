import { Box, Button, CloseButton, HStack, Image, Text } from '@chakra-ui/react';
import { ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { MAX_PHOTOS } from '../../../shared/listing.schema';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { uploadFile } from '../../lib/upload-file';

interface PhotoPickerProps {
  photos: string[];
  onChange: (photos: string[]) => void;
  onBusyChange?: (busy: boolean) => void;
}

/** Up to four images, each uploaded as soon as it is picked (the server re-encodes it). */
export function PhotoPicker({ photos, onChange, onBusyChange }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const room = MAX_PHOTOS - photos.length - uploading;

  async function add(files: File[]) {
    const images = files.filter((file) => file.type.startsWith('image/'));
    if (images.length < files.length) {
      toaster.create({ title: 'Images only', description: 'Photos must be image files.', type: 'error' });
    }
    const kept = images.slice(0, Math.max(0, room));
    if (kept.length === 0) return;
    setUploading((n) => n + kept.length);
    onBusyChange?.(true);
    const added: string[] = [];
    for (const file of kept) {
      try {
        added.push(await uploadFile('/api/uploads/photos', file));
      } catch (error) {
        toaster.create({ title: 'Upload Failed', description: messageOf(error), type: 'error' });
      }
    }
    setUploading((n) => n - kept.length);
    onBusyChange?.(false);
    onChange([...photos, ...added].slice(0, MAX_PHOTOS));
  }

  return (
    <Box>
      <HStack gap="3" flexWrap="wrap">
        {photos.map((url, index) => (
          <Box
            key={url}
            position="relative"
            boxSize="20"
            borderRadius="md"
            overflow="hidden"
            borderWidth="1px"
          >
            <Image src={url} alt={`Photo ${index + 1}`} boxSize="full" objectFit="cover" />
            <CloseButton
              size="2xs"
              position="absolute"
              top="1"
              right="1"
              bg="bg"
              aria-label={`Remove photo ${index + 1}`}
              onClick={() => onChange(photos.filter((photo) => photo !== url))}
            />
          </Box>
        ))}
        {uploading > 0 && (
          <HStack boxSize="20" borderWidth="1px" borderRadius="md" justify="center" gap="1">
            <LoadingSpinner size="sm" label={`Uploading ${uploading} photos`} />
            <Text fontSize="xs">{uploading}</Text>
          </HStack>
        )}
        {room > 0 && (
          <Button variant="outline" h="20" onClick={() => input.current?.click()}>
            <ImagePlus size={18} /> Add photos
          </Button>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted" mt="2">
        Up to {MAX_PHOTOS} photos. The first one shows on the marketplace.
      </Text>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="photo-input"
        onChange={(event) => {
          void add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </Box>
  );
}
