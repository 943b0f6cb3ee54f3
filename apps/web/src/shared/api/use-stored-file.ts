import { useQuery } from '@tanstack/react-query';
import { UserApi } from '@orator/contracts';
import { fetchFileBlob } from './download-file';

/**
 * A stored file's bytes, for an <audio> or <video> player: files are only served with the session header,
 * which a media element's src cannot send. A stored file never changes; media can be large, so the bytes
 * are let go as soon as no player shows them.
 */
export function useStoredFile(fileId: number | null | undefined, isEnabled = true) {
  return useQuery({
    queryKey: [UserApi.downloadFileById, fileId],
    queryFn: ({ signal }) => fetchFileBlob(fileId!, signal),
    enabled: isEnabled && typeof fileId === 'number',
    staleTime: Infinity,
    gcTime: 0,
  });
}
