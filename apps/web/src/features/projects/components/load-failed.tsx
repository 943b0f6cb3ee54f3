import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

interface TLoadFailedProps {
  title: string;
  /** What the server or the network said. */
  reason: string;
  onRetry: () => void;
}

/** A list or a video that could not be loaded, with a way to ask again rather than a misleading empty state. */
export function LoadFailed({ title, reason, onRetry }: TLoadFailedProps) {
  const { t } = useTranslation('projects');
  return (
    <Result
      status="error"
      title={<span data-testid="load-failed">{title}</span>}
      subTitle={reason}
      extra={
        <Button type="primary" onClick={onRetry} data-testid="load-failed-retry">
          {t('tryAgain')}
        </Button>
      }
    />
  );
}
