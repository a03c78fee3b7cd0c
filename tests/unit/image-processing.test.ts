import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  encodeListingPhoto,
  IMAGE_PROCESSING_CONCURRENCY,
  imageProcessingLoad,
} from '../../src/server/features/uploads/image-processing';

describe('image processing', () => {
  it('encodes at most two photos at once; the rest wait their turn and all finish', async () => {
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#1d6b93' } })
      .jpeg()
      .toBuffer();
    let mostActive = 0;
    const watch = setInterval(() => {
      mostActive = Math.max(mostActive, imageProcessingLoad().active);
    }, 1);
    const all = Array.from({ length: 6 }, () => encodeListingPhoto(photo));
    expect(imageProcessingLoad()).toEqual({ active: IMAGE_PROCESSING_CONCURRENCY, waiting: 4 });
    const results = await Promise.all(all);
    clearInterval(watch);
    expect(results).toHaveLength(6);
    expect(mostActive).toBeLessThanOrEqual(IMAGE_PROCESSING_CONCURRENCY);
    expect(imageProcessingLoad()).toEqual({ active: 0, waiting: 0 });
  });
});
