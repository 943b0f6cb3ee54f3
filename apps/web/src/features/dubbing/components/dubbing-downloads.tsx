import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDubbingTask } from '@orator/contracts';
import { downloadFile } from '../../../shared/api/download-file';

/** The MP3 and the SRT of a finished dubbing, saved under the dubbing's name. */
export function DubbingDownloads({ task, testId }: { task: TDubbingTask; testId: string }) {
  const { t } = useTranslation('dubbing');
  return (
    <Space wrap size="small">
      {task.audioFileId && (
        <Button
          size="small"
          icon={<DownloadOutlined />}
          onClick={() => void downloadFile(task.audioFileId!, `${task.taskName}.mp3`)}
          data-testid={`${testId}-mp3`}
        >
          {t('result.mp3')}
        </Button>
      )}
      {task.subtitleFileId && (
        <Button
          size="small"
          icon={<DownloadOutlined />}
          onClick={() => void downloadFile(task.subtitleFileId!, `${task.taskName}.srt`)}
          data-testid={`${testId}-srt`}
        >
          {t('result.srt')}
        </Button>
      )}
    </Space>
  );
}
