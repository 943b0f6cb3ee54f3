import { useQuery } from '@tanstack/react-query';
import { UserApi } from '@orator/contracts';
import { fetchFileBlob } from '../../../shared/api/download-file';

/**
 * A finished video's bytes, for the player: the file is only served with the session header, which a
 * <video src> cannot send. A file never changes once stored; a video can be large, so it is let go as soon as
 * no page shows it.
 */
export function useVideoFile(fileId: number | null | undefined) {
  return useQuery({
    queryKey: [UserApi.downloadFileById, fileId],
    queryFn: ({ signal }) => fetchFileBlob(fileId!, signal),
    enabled: typeof fileId === 'number',
    staleTime: Infinity,
    gcTime: 0,
  });
}
