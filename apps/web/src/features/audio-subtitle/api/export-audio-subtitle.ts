import { useMutation } from '@tanstack/react-query';
import { AudioSubtitleApi, type TSubtitleFormat } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { saveBlob } from '../../../shared/api/download-file';

/**
 * The saved subtitles as an SRT or WebVTT file. Fetched through the API client (the session header), then
 * handed to the browser's download under the subtitles' name.
 */
export async function exportAudioSubtitle(request: { id: number; format: TSubtitleFormat; fileName: string }) {
  const blob = await shortApiClient.get<Blob>(
    AudioSubtitleApi.export,
    { id: request.id, format: request.format },
    { responseType: 'blob' },
  );
  saveBlob(blob, `${request.fileName}.${request.format}`);
}

export function useExportAudioSubtitle() {
  return useMutation({ mutationFn: exportAudioSubtitle });
}
