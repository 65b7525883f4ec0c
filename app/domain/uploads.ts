/**
 * The largest file staff may upload: an image (stored as resized variants) or a support download.
 * The browser checks it before sending; the server's body limit and the upload endpoints check it
 * again.
 */
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** The refusal of a file over the limit, named by what it is: "Görsel en fazla 10 MB olabilir." */
export function uploadTooLargeMessage(what: "Görsel" | "Dosya"): string {
  return `${what} en fazla ${MAX_UPLOAD_MB} MB olabilir.`;
}
