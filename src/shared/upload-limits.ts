/** How large an upload may be: the server enforces these and the messages quote them. */
import { verificationFigures } from './guide-figures';

/** The product's cap for every upload: 5 MB. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The licence limit the verification guide quotes. */
export const LICENSE_MAX_BYTES = verificationFigures.maxUploadMb * 1024 * 1024;
