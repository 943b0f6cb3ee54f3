import { Spin } from 'antd';
import { useStoredFile } from '../../../shared/api/use-stored-file';
import { useObjectUrl } from '../../../shared/lib/use-object-url';

interface TStoredImageProps {
  fileId: number;
  alt: string;
  className?: string;
  testId?: string;
}

/** A picture among the user's files: served to its owner only, so fetched with the session and shown from a blob. */
export function StoredImage({ fileId, alt, className, testId }: TStoredImageProps) {
  const stored = useStoredFile(fileId);
  const url = useObjectUrl(stored.data);
  if (!url) return <Spin size="small" className={className} />;
  return <img src={url} alt={alt} className={className} data-testid={testId} />;
}
