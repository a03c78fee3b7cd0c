import { Image } from '@chakra-ui/react';
import { FALLBACK_CATCH_PHOTO, fallBackTo } from './catch-images';

/** A listing's first photo as a small square, or the fallback illustration when it has none or it fails. */
export function ListingThumbnail({ photos, size }: { photos: readonly string[]; size: '12' | '16' }) {
  return (
    <Image
      src={photos[0] ?? FALLBACK_CATCH_PHOTO}
      onError={fallBackTo(FALLBACK_CATCH_PHOTO)}
      alt=""
      boxSize={size}
      objectFit="cover"
      borderRadius="md"
      bg="bay.subtle"
      flexShrink={0}
    />
  );
}
