/** Multipart uploads are read whole for now; large media uploads will stream (issue #5). */
export const UPLOAD_LIMIT_BYTES = 50 * 1024 * 1024;

/** What uploads may contain, decided from the bytes (file-type), never from the name. */
export const ALLOWED_UPLOAD_MIME = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'audio/mpeg',
  'audio/wav',
  'audio/x-wav',
  'audio/mp4',
  'audio/x-m4a',
  'video/mp4',
  'video/quicktime',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

export const IMAGE_MIME = new Set(['image/jpeg', 'image/png', 'image/webp']);
