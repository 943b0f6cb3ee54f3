import { PictureOutlined } from '@ant-design/icons';
import { Alert, Modal, Progress, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskStatus, type TAiPhotoTask } from '@orator/contracts';
import { VariantCard } from './variant-card';

/** Where the job stands: it writes 5 when it starts, up to 90 while making the images, then stores them. */
const SAVING_FROM = 90;

export type TAiPhotoStage = 'queued' | 'making' | 'saving';

export function aiPhotoStage(task: Pick<TAiPhotoTask, 'taskStatusTypeId' | 'progress'>): TAiPhotoStage {
  if (task.taskStatusTypeId === TaskStatus.Queued) return 'queued';
  return task.progress >= SAVING_FROM ? 'saving' : 'making';
}

interface TResultPanelProps {
  task: TAiPhotoTask | undefined;
  isLoading: boolean;
  variants: number;
}

/** The request on screen: its progress, then its images, or why it failed. */
export function ResultPanel({ task, isLoading, variants }: TResultPanelProps) {
  const { t } = useTranslation('imageGenerator');
  const { t: tMessage } = useTranslation('messages');
  const [preview, setPreview] = useState<string | null>(null);

  if (!task) {
    return (
      <div className="ai-photo-result ai-photo-result--empty" data-testid="ai-photo-result-empty">
        {isLoading ? <Spin /> : <PictureOutlined className="ai-photo-result__icon" />}
        {!isLoading && <p>{t('result.empty', { variants })}</p>}
      </div>
    );
  }

  return (
    <div className="ai-photo-result" data-testid="ai-photo-result" data-status={task.taskStatusTypeId}>
      {task.prompt && <p className="ai-photo-result__prompt">“{task.prompt}”</p>}
      {(task.taskStatusTypeId === TaskStatus.Queued || task.taskStatusTypeId === TaskStatus.Processing) && (
        <div className="ai-photo-progress" data-testid="ai-photo-progress" data-stage={aiPhotoStage(task)}>
          <span>{t(`stage.${aiPhotoStage(task)}`)}</span>
          <Progress percent={task.progress} status="active" />
        </div>
      )}
      {task.taskStatusTypeId === TaskStatus.Failed && (
        <Alert
          type="error"
          showIcon
          title={task.failReason ?? tMessage('aiPhotoFailed')}
          description={t('result.notCharged')}
          data-testid="ai-photo-error"
        />
      )}
      {task.taskStatusTypeId === TaskStatus.Finished && (
        <div className="ai-photo-result__grid">
          {task.images.map((image, position) => (
            <VariantCard key={image.id} taskId={task.id} image={image} position={position} onPreview={setPreview} />
          ))}
        </div>
      )}
      {preview && (
        <Modal
          open
          onCancel={() => setPreview(null)}
          footer={null}
          centered
          width={860}
          title={t('result.previewTitle')}
        >
          <img className="ai-photo-preview" src={preview} alt="" data-testid="ai-photo-preview" />
        </Modal>
      )}
    </div>
  );
}
