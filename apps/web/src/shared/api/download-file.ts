import { encodeFileId, UserApi } from '@orator/contracts';
import { apiClient } from './clients';

/** The browser reads a saved blob after the click returns; the object URL must outlive that read. */
const SAVED_URL_LIFETIME_MS = 40_000;

/**
 * A stored file's bytes. Files are served to their owner only, who is known by the aigcToken header, so they
 * are fetched through the API client rather than opened by address. Generated videos can be large and slow:
 * the main client's time limit applies.
 */
export function fetchFileBlob(fileId: number, signal?: AbortSignal): Promise<Blob> {
  return apiClient.get<Blob>(
    UserApi.downloadFileById,
    { fileId: encodeFileId(fileId) },
    { responseType: 'blob', signal },
  );
}

/** Hands bytes already in the page to the browser's download, under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), SAVED_URL_LIFETIME_MS);
}

/** Downloads a stored file to the user's disk under `fileName`. */
export async function downloadFile(fileId: number, fileName: string): Promise<void> {
  saveBlob(await fetchFileBlob(fileId), fileName);
}
