import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResultCode, TaskStatus, type TVideoTask } from '@orator/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { AppPath } from '../../../shared/lib/app-paths';
import { useDeleteTasks } from '../api/delete-tasks';
import { useTaskDetail } from '../api/get-task-detail';
import { useStoredFile } from '../../../shared/api/use-stored-file';
import { LoadFailed } from '../components/load-failed';
import { SharePanel } from '../components/share-panel';
import { TaskDetails } from '../components/task-details';
import { TaskName } from '../components/task-name';
import { TaskStage } from '../components/task-stage';
import { useDownloadTask } from '../hooks/use-download-task';
import './projects.css';

function MissingVideo() {
  const { t } = useTranslation('projects');
  return (
    <Result
      status="404"
      title={<span data-testid="detail-missing">{t('detail.missingTitle')}</span>}
      subTitle={t('detail.missingText')}
      extra={
        <Link to={AppPath.My}>
          <Button type="primary">{t('detail.backToProjects')}</Button>
        </Link>
      }
    />
  );
}

interface TDetailActionsProps {
  task: TVideoTask;
  videoBlob: Blob | undefined;
}

function DetailActions({ task, videoBlob }: TDetailActionsProps) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const download = useDownloadTask();
  const remove = useDeleteTasks();
  const isFinished = task.taskStatusTypeId === TaskStatus.Finished;

  return (
    <div className="video-detail__actions">
      {isFinished && (
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={download.isPending}
          onClick={() => download.mutate({ task, blob: videoBlob })}
          data-testid="detail-download"
        >
          {t('task.download')}
        </Button>
      )}
      <Popconfirm
        title={t('task.deleteConfirm')}
        okText={t('task.confirmDelete')}
        cancelText={t('task.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => remove.mutate([task.id], { onSuccess: () => void navigate(AppPath.My, { replace: true }) })}
      >
        <Button danger icon={<DeleteOutlined />} loading={remove.isPending} data-testid="detail-delete">
          {t('task.delete')}
        </Button>
      </Popconfirm>
    </div>
  );
}

function VideoDetail({ id }: { id: number }) {
  const { t } = useTranslation('projects');
  const detail = useTaskDetail(id);
  const isFinished = detail.data?.taskStatusTypeId === TaskStatus.Finished;
  const file = useStoredFile(isFinished ? detail.data?.targetFileId : undefined);

  if (detail.isPending) return <Spin className="projects-loading" />;
  if (detail.isError) {
    return isApiError(detail.error, ResultCode.NotFound) ? (
      <MissingVideo />
    ) : (
      <LoadFailed
        title={t('detail.loadFailedTitle')}
        reason={detail.error.message}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const task = detail.data;
  return (
    <div className="video-detail">
      <div className="video-detail__stage">
        <TaskStage
          task={task}
          videoFile={{ blob: file.data, hasFailed: file.isError, retry: () => void file.refetch() }}
        />
      </div>
      <aside className="video-detail__side">
        <TaskName task={task} isHeading />
        <DetailActions task={task} videoBlob={file.data} />
        <SharePanel task={task} />
      </aside>
      <div className="video-detail__fields">
        <TaskDetails task={task} />
      </div>
    </div>
  );
}

/** SPEC 2 "digitalDetail": one video, reached as /digitalDetail?id={id}. */
export default function VideoDetailPage() {
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) return <MissingVideo />;
  return <VideoDetail key={id} id={id} />;
}
