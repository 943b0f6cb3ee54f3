import { randomBytes } from 'node:crypto';
import { API_BASE } from '@orator/contracts';

/** A path of SPEC section 7 under the /api base. */
export const api = (path: string) => `${API_BASE}${path}`;

export interface MultipartFile {
  fileName: string;
  body: Buffer;
  contentType?: string;
  fieldName?: string;
}

/** A multipart/form-data body as a browser sends it: plain fields first, then at most one file. */
export function multipartBody(fields: Record<string, string>, file?: MultipartFile) {
  const boundary = `----orator${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.fieldName ?? 'file'}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
