/** Photo and licence uploads. */
import { LICENSE_MAX_BYTES, PHOTO_MAX_BYTES } from '../upload-limits';

export const uploadMessages = {
  photoType: 'Photos must be JPG, PNG, WebP, GIF or AVIF images',
  photoUnreadable: 'This photo could not be read as an image',
  photoTooLarge: `Photos must be ${PHOTO_MAX_BYTES / 1024 / 1024}MB or smaller`,
  licenseType: 'License files must be JPG, PNG or PDF',
  licenseUnreadable: 'This license image could not be read',
  licenseTooLarge: `License files must be ${LICENSE_MAX_BYTES / 1024 / 1024}MB or smaller`,
  empty: 'The file is empty',
  notMultipart: 'Send the file as multipart/form-data in a field named "file"',
  unreadableUpload: 'The upload could not be read',
  noFileField: 'Attach the file in a field named "file"',
  fileNotFound: 'File not found',
} as const;
