import { UserApi, type TFileInfo } from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';

/** Multipart upload with the file in field `file` and where it came from in `source`. */
export function uploadFile(file: File, source: number): Promise<TFileInfo> {
  const form = new FormData();
  form.append('source', String(source));
  form.append('file', file);
  return apiClient.post<TFileInfo>(UserApi.uploadFile, form);
}
