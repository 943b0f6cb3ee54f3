import { useQuery } from '@tanstack/react-query';
import { UserApi } from '@orator/contracts';
import { fetchFileBlob } from '../../../shared/api/download-file';

/**
 * A stored audio file's bytes, for a player: files are only served with the session header, which an
 * <audio src> cannot send. A stored file never changes; it is let go as soon as no player shows it.
 */
export function useAudioFile(fileId: number | null | undefined, isEnabled = true) {
  return useQuery({
    queryKey: [UserApi.downloadFileById, fileId],
    queryFn: ({ signal }) => fetchFileBlob(fileId!, signal),
    enabled: isEnabled && typeof fileId === 'number',
    staleTime: Infinity,
    gcTime: 0,
  });
}
