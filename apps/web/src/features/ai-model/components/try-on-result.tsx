import { DownloadOutlined, SkinOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Progress, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { TaskStatus, type TAiModelImage, type TAiModelTask } from '@orator/contracts';
import { fetchFileBlob, saveBlob } from '../../../shared/api/download-file';
import { useStoredFile } from '../../../shared/api/use-stored-file';
import { useObjectUrl } from '../../../shared/lib/use-object-url';

const EXTENSIONS: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/webp': 'webp' };

function ResultImage({ taskId, image, position }: { taskId: number; image: TAiModelImage; position: number }) {
  const { t } = useTranslation('aiModel');
  const stored = useStoredFile(image.fileId);
  const url = useObjectUrl(stored.data);
  const download = useMutation({
    mutationFn: async () => {
      const blob = stored.data ?? (await fetchFileBlob(image.fileId));
      saveBlob(blob, `ai-model-${taskId}-${position + 1}.${EXTENSIONS[blob.type] ?? 'jpg'}`);
    },
  });
  return (
    <figure className="ai-model-result__image" data-testid={`ai-model-image-${position}`}>
      <div className="ai-model-result__frame" style={{ aspectRatio: `${image.width} / ${image.height}` }}>
        {url ? <img src={url} alt={t('result.imageAlt', { position: position + 1 })} /> : <Spin />}
      </div>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        loading={download.isPending}
        onClick={() => download.mutate()}
        data-testid={`ai-model-download-${position}`}
      >
        {t('result.download')}
      </Button>
    </figure>
  );
}

/** The generation on screen: its progress, then its pictures, or why it failed. */
export function TryOnResult({ task, isLoading }: { task: TAiModelTask | undefined; isLoading: boolean }) {
  const { t } = useTranslation('aiModel');
  const { t: tMessage } = useTranslation('messages');
  if (!task) {
    return (
      <div className="ai-model-result ai-model-result--empty" data-testid="ai-model-result-empty">
        {isLoading ? <Spin /> : <SkinOutlined className="ai-model-result__icon" />}
        {!isLoading && <p>{t('result.empty')}</p>}
      </div>
    );
  }
  const isPending = task.taskStatusTypeId === TaskStatus.Queued || task.taskStatusTypeId === TaskStatus.Processing;
  return (
    <div className="ai-model-result" data-testid="ai-model-result" data-status={task.taskStatusTypeId}>
      {isPending && (
        <div data-testid="ai-model-progress">
          <span>{t(task.taskStatusTypeId === TaskStatus.Queued ? 'result.queued' : 'result.making')}</span>
          <Progress percent={task.progress} status="active" />
          <p className="ai-model-muted">{t('result.mailNote')}</p>
        </div>
      )}
      {task.taskStatusTypeId === TaskStatus.Failed && (
        <Alert
          type="error"
          showIcon
          title={task.failReason ?? tMessage('aiModelFailed')}
          data-testid="ai-model-error"
        />
      )}
      {task.taskStatusTypeId === TaskStatus.Finished && (
        <>
          <p className="ai-model-muted" data-testid="ai-model-result-engine">
            {t(`result.${task.engine}`)}
          </p>
          <div className="ai-model-result__grid">
            {task.images.map((image, position) => (
              <ResultImage key={image.id} taskId={task.id} image={image} position={position} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
