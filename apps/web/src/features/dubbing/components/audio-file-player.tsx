import { Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { useStoredFile } from '../../../shared/api/use-stored-file';

/**
 * Plays a stored audio file. Files are served to their owner by the aigcToken header, which an audio
 * element cannot send, so the bytes are fetched first and played from an object URL.
 */
export function AudioFilePlayer({ fileId, testId }: { fileId: number; testId: string }) {
  const file = useStoredFile(fileId);
  const url = useMemo(() => file.data && URL.createObjectURL(file.data), [file.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  if (!url) return <Spin size="small" />;
  return <audio className="dubbing-audio" controls src={url} data-testid={testId} />;
}
