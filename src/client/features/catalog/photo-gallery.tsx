import { Box, HStack, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { FALLBACK_CATCH_PHOTO, fallBackTo } from '../../components/catches/catch-images';

/** The detail page shows the main photo plus up to four more (docs/product/catalog.md). */
export const MAX_DETAIL_PHOTOS = 5;

export function PhotoGallery({ photos, title }: { photos: string[]; title: string }) {
  const shown = photos.length > 0 ? photos.slice(0, MAX_DETAIL_PHOTOS) : [FALLBACK_CATCH_PHOTO];
  const [selected, setSelected] = useState(0);
  const main = shown[Math.min(selected, shown.length - 1)]!;
  return (
    <Box>
      <Image
        src={main}
        onError={fallBackTo(FALLBACK_CATCH_PHOTO)}
        alt={title}
        w="full"
        aspectRatio={4 / 3}
        objectFit="cover"
        borderRadius="xl"
        bg="bay.subtle"
        data-testid="main-photo"
        // The page's largest paint: fetched before anything else on it.
        fetchPriority="high"
      />
      {shown.length > 1 && (
        <HStack gap="2" mt="3" flexWrap="wrap">
          {shown.map((photo, index) => (
            <Box
              as="button"
              // biome-ignore lint/suspicious/noArrayIndexKey: the same photo may appear twice; its place is its identity
              key={`${photo}-${index}`}
              onClick={() => setSelected(index)}
              aria-label={`Show photo ${index + 1}`}
              aria-current={index === selected}
              borderWidth="2px"
              borderColor={index === selected ? 'bay.500' : 'transparent'}
              borderRadius="md"
              overflow="hidden"
            >
              <Image
                src={photo}
                onError={fallBackTo(FALLBACK_CATCH_PHOTO)}
                alt=""
                boxSize="16"
                objectFit="cover"
                loading="lazy"
              />
            </Box>
          ))}
        </HStack>
      )}
    </Box>
  );
}
