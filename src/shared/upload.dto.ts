/** Where an uploaded file is served once it is stored. */
import { z } from 'zod';

export const uploadedPhotoDto = z
  .object({
    url: z.string().meta({
      description: 'Where the photo is served, re-encoded as WebP',
      example:
        '/uploads/photos/8c1d2f0e-5b7a-4c3e-9a61-0d2b7e4f9c15/3f6a9b2c-1d4e-4f8a-b7c5-2e9d0a1b6c3f.webp',
    }),
  })
  .meta({ id: 'UploadedPhoto' });
export type UploadedPhotoDto = z.output<typeof uploadedPhotoDto>;

export const uploadedLicenseDto = z
  .object({
    url: z.string().meta({
      description: 'Where the document is served, to its owner and admins only',
      example:
        '/api/uploads/licenses/8c1d2f0e-5b7a-4c3e-9a61-0d2b7e4f9c15/3f6a9b2c-1d4e-4f8a-b7c5-2e9d0a1b6c3f.pdf',
    }),
  })
  .meta({ id: 'UploadedLicense' });
export type UploadedLicenseDto = z.output<typeof uploadedLicenseDto>;
