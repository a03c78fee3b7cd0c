import { z } from 'zod';
import type { ZodOpenApiPathsObject, ZodOpenApiRequestBodyObject } from 'zod-openapi';
import { uploadedLicenseDto, uploadedPhotoDto } from '../../../shared/upload.dto';
import { LICENSE_MAX_BYTES, PHOTO_MAX_BYTES } from '../../../shared/upload-limits';
import { jsonAnswer, operation } from '../operation';

const tag = 'Uploads';
const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/**
 * One file in the form field `file`. A body that is not multipart/form-data, or has no file in
 * that field, is a 400; a file over the limit is a 413.
 */
function fileForm(what: string): ZodOpenApiRequestBodyObject {
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: z.object({ file: z.string().meta({ format: 'binary', description: what }) }),
      },
    },
  };
}

const licenseFile = z.string().meta({ format: 'binary' });

export const uploadPaths: ZodOpenApiPathsObject = {
  '/api/uploads/photos': {
    post: operation({
      tag,
      summary: 'Upload a listing photo',
      description: `A JPG, PNG, WebP, GIF or AVIF image of at most ${megabytes(PHOTO_MAX_BYTES)}, read from its bytes; it is stored re-encoded as WebP (at most 1600 px, without metadata) in the seller's folder.`,
      caller: 'approvedSeller',
      body: fileForm('The image'),
      answers: { 201: jsonAnswer(uploadedPhotoDto, 'Stored') },
      rateLimited: true,
    }),
  },
  '/api/uploads/profile-photos': {
    post: operation({
      tag,
      summary: 'Upload a profile photo',
      description: `A JPG, PNG, WebP, GIF or AVIF image of at most ${megabytes(PHOTO_MAX_BYTES)}, stored re-encoded as WebP in a folder named by the account.`,
      caller: 'user',
      body: fileForm('The image'),
      answers: { 201: jsonAnswer(uploadedPhotoDto, 'Stored') },
      rateLimited: true,
    }),
  },
  '/api/uploads/licenses': {
    post: operation({
      tag,
      summary: 'Upload a license document',
      description: `A JPG, PNG or PDF of at most ${megabytes(LICENSE_MAX_BYTES)}, read from its bytes; images are re-encoded without metadata. Only its owner and admins can open it.`,
      caller: 'user',
      body: fileForm('The image or PDF'),
      answers: { 201: jsonAnswer(uploadedLicenseDto, 'Stored') },
      rateLimited: true,
    }),
  },
  '/api/uploads/licenses/{owner}/{file}': {
    get: operation({
      tag,
      summary: 'Open a license document',
      description:
        'For its owner and admins; anyone else, or a name that is not a stored license, is 404. A PDF is sent as an attachment, an image inline.',
      caller: 'user',
      params: {
        path: z.object({
          owner: z.string().meta({ description: "The owner's account id" }),
          file: z
            .string()
            .meta({ description: 'The file name', example: '3f6a9b2c-1d4e-4f8a-b7c5-2e9d0a1b6c3f.pdf' }),
        }),
      },
      answers: {
        200: {
          description: "The document's bytes",
          headers: z.object({
            'Content-Disposition': z.string().meta({
              description:
                '`attachment` for a PDF, `inline` for an image, with filename `license.{extension}`',
            }),
            'Cache-Control': z.string().meta({ example: 'private, no-store' }),
          }),
          content: {
            'image/jpeg': { schema: licenseFile },
            'image/png': { schema: licenseFile },
            'application/pdf': { schema: licenseFile },
          },
        },
      },
      errors: [404],
    }),
  },
};
