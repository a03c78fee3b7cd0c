/**
 * Listing photos and license documents. Photos are public (they are on the marketplace) and
 * live in the seller's own folder, so a listing can only show its seller's photos; licenses are
 * private to their owner and admins, served through /api with the session checked.
 */
import { randomUUID } from 'node:crypto';
import { isIllustration, PHOTO_UPLOAD_PATH } from '../../../shared/listing.schema';
import { uploadMessages } from '../../../shared/messages/upload';
import { LICENSE_UPLOAD_PATH } from '../../../shared/seller.schema';
import type { UploadedLicenseDto, UploadedPhotoDto } from '../../../shared/upload.dto';
import { LICENSE_MAX_BYTES, PHOTO_MAX_BYTES } from '../../../shared/upload-limits';
import type { UserDto } from '../../../shared/user.schema';
import { isAdmin } from '../../../shared/users';
import type { FileStorage, StoredFile } from '../../integrations/storage/file-storage';
import { AppError } from '../../lib/app-error';
import {
  encodeLicenseImage,
  encodeListingPhoto,
  isPhotoInput,
  licenseExtensionFor,
  sniffMime,
} from './image-processing';

export const PHOTO_URL_PREFIX = '/uploads/photos/';
export const LICENSE_URL_PREFIX = '/api/uploads/licenses/';

export function createUploadsService({ storage }: { storage: FileStorage }) {
  return {
    async savePhoto(folderId: string, data: Buffer): Promise<UploadedPhotoDto> {
      if (data.length === 0) throw new AppError('BAD_REQUEST', uploadMessages.empty);
      if (data.length > PHOTO_MAX_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', uploadMessages.photoTooLarge);
      if (!isPhotoInput(await sniffMime(data))) throw new AppError('BAD_REQUEST', uploadMessages.photoType);
      let encoded: Buffer;
      try {
        encoded = await encodeListingPhoto(data);
      } catch (error) {
        throw new AppError('BAD_REQUEST', uploadMessages.photoUnreadable, { cause: error });
      }
      const key = `photos/${folderId}/${randomUUID()}.webp`;
      await storage.put(key, encoded);
      return { url: `/uploads/${key}` };
    },

    async saveLicense(userId: string, data: Buffer): Promise<UploadedLicenseDto> {
      if (data.length === 0) throw new AppError('BAD_REQUEST', uploadMessages.empty);
      if (data.length > LICENSE_MAX_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', uploadMessages.licenseTooLarge);
      }
      const extension = licenseExtensionFor(await sniffMime(data));
      if (!extension) throw new AppError('BAD_REQUEST', uploadMessages.licenseType);
      let stored = data;
      if (extension !== 'pdf') {
        try {
          stored = await encodeLicenseImage(data, extension);
        } catch (error) {
          throw new AppError('BAD_REQUEST', uploadMessages.licenseUnreadable, { cause: error });
        }
      }
      const key = `licenses/${userId}/${randomUUID()}.${extension}`;
      await storage.put(key, stored);
      return { url: `/api/uploads/${key}` };
    },

    /** A public listing photo; null when there is none under that name. */
    readPhoto(ownerId: string, fileName: string): Promise<StoredFile | null> {
      const url = `${PHOTO_URL_PREFIX}${ownerId}/${fileName}`;
      if (!PHOTO_UPLOAD_PATH.test(url)) return Promise.resolve(null);
      return storage.get(`photos/${ownerId}/${fileName}`);
    },

    /** A license, for its owner and admins only; anyone else is told it does not exist. */
    async readLicense(user: UserDto, ownerId: string, fileName: string): Promise<StoredFile> {
      const url = `${LICENSE_URL_PREFIX}${ownerId}/${fileName}`;
      const allowed = user.id === ownerId || isAdmin(user);
      const file =
        allowed && LICENSE_UPLOAD_PATH.test(url)
          ? await storage.get(`licenses/${ownerId}/${fileName}`)
          : null;
      if (!file) throw new AppError('NOT_FOUND', uploadMessages.fileNotFound);
      return file;
    },

    /** Listing photos are the seller's own uploads or the client's illustrations. */
    async arePhotosOf(crabberId: string, urls: readonly string[]): Promise<boolean> {
      for (const url of urls) {
        if (isIllustration(url)) continue;
        if (!PHOTO_UPLOAD_PATH.test(url) || !url.startsWith(`${PHOTO_URL_PREFIX}${crabberId}/`)) return false;
        if (!(await storage.exists(url.slice('/uploads/'.length)))) return false;
      }
      return true;
    },

    /** A profile photo is one the account uploaded itself (savePhoto under its own user id). */
    async isProfilePhotoOf(userId: string, url: string): Promise<boolean> {
      if (!PHOTO_UPLOAD_PATH.test(url) || !url.startsWith(`${PHOTO_URL_PREFIX}${userId}/`)) return false;
      return storage.exists(url.slice('/uploads/'.length));
    },

    /** An uploaded license URL must be the applicant's own; other URLs are links they typed. */
    async isUsableLicenseUrl(userId: string, url: string): Promise<boolean> {
      if (!url.startsWith(LICENSE_URL_PREFIX)) return true;
      if (!LICENSE_UPLOAD_PATH.test(url) || !url.startsWith(`${LICENSE_URL_PREFIX}${userId}/`)) return false;
      return storage.exists(url.slice('/api/uploads/'.length));
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
