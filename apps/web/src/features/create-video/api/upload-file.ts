import { UserApi, type TFileInfo } from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';
import type { TRequestOptions } from '../../../shared/api/create-api-client';

/**
 * Multipart upload with the file in field `file` and what it is for in `source`. Portraits, narration and
 * backgrounds all start here; each then goes to its own endpoint with the returned file id.
 */
export function uploadFile(file: File, source: number, options?: TRequestOptions): Promise<TFileInfo> {
  const form = new FormData();
  form.append('source', String(source));
  form.append('file', file);
  return apiClient.post<TFileInfo>(UserApi.uploadFile, form, options);
}
