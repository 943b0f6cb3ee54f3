import { DownloadOutlined, EditOutlined, TranslationOutlined } from '@ant-design/icons';
import { Button, Empty, Pagination, Progress, Result, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TVideoTranslationTask } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { formatDateTime } from '../../../shared/lib/format-date';
import { formatDuration } from '../../../shared/lib/media-format';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useChargeText } from '../../../shared/ui/task-charge';
import { useDeleteVideoTranslations } from '../api/delete-video-translations';
import { useVideoTranslations, VIDEO_TRANSLATION_PAGE_SIZE } from '../api/get-video-translations';
import { isWorkingStage, languageName } from '../video-translation-rules';
import '../video-translation.css';

/** The studio opened on a task, at its stage. */
export const openTaskPath = (id: number) => `${AppPath.AiVideoTranslation}?id=${id}`;

function StageLine({ task }: { task: TVideoTranslationTask }) {
  const { t } = useTranslation('videoTranslation');
  const testId = `vt-item-${task.id}-stage`;
  if (isWorkingStage(task.stage)) {
    return (
      <div className="vt-card__progress" data-testid={testId}>
        <span>{t(`stage.${task.stage}`)}</span>
        <Progress percent={Math.round(task.progress)} size="small" status="active" />
      </div>
    );
  }
  const color = task.stage === 'finished' ? 'success' : task.stage === 'failed' ? 'error' : 'processing';
  return (
    <Tag color={color} data-testid={testId}>
      {t(`stage.${task.stage}`)}
    </Tag>
  );
}

/** The project centre's AI video translation tab (/my?tab=videoTranslation): every translation, 20 a page. */
export function VideoTranslationHistoryTab() {
  const { t, i18n } = useTranslation('videoTranslation');
  const chargeText = useChargeText();
  const [page, setPage] = useState(1);
  const list = useVideoTranslations(page);
  const remove = useDeleteVideoTranslations();
  const records = list.data?.records ?? [];
  const total = list.data?.total ?? 0;
  const name = (code: string | null) => (code ? languageName(code, i18n.language) : '…');

  // Deleting the last translations of the last page leaves it empty: show the page before it.
  if (list.isSuccess && records.length === 0 && page > 1)
    setPage(Math.max(1, Math.ceil(total / VIDEO_TRANSLATION_PAGE_SIZE)));

  if (list.isPending) return <Spin className="vt-loading" data-testid="vt-history-loading" />;
  if (list.isError && !list.data) {
    return (
      <Result
        status="warning"
        title={<span data-testid="vt-history-load-failed">{t('history.loadFailed')}</span>}
        subTitle={list.error.message}
        extra={<Button onClick={() => void list.refetch()}>{t('history.retry')}</Button>}
      />
    );
  }
  if (total === 0) {
    return (
      <Empty description={<span data-testid="vt-history-empty">{t('history.empty')}</span>}>
        <Link to={AppPath.AiVideoTranslation}>
          <Button type="primary" icon={<TranslationOutlined />} data-testid="vt-history-create">
            {t('history.create')}
          </Button>
        </Link>
      </Empty>
    );
  }

  return (
    <div className="vt-history" data-testid="vt-history">
      <ul className="vt-history__list">
        {records.map((task) => {
          const testId = `vt-item-${task.id}`;
          return (
            <li key={task.id} className="vt-card" data-testid={testId}>
              <Link to={openTaskPath(task.id)} className="vt-card__cover" aria-label={t('history.open')}>
                {task.coverUrl ? (
                  <img src={task.coverUrl} alt="" loading="lazy" />
                ) : (
                  <TranslationOutlined className="vt-card__placeholder" />
                )}
              </Link>
              <div className="vt-card__body">
                <strong className="vt-card__name" title={task.taskName}>
                  {task.taskName}
                </strong>
                <span className="vt-muted" data-testid={`${testId}-languages`}>
                  {t('history.languages', { source: name(task.sourceLanguage), target: name(task.targetLanguage) })}
                </span>
                <span className="vt-muted" data-testid={`${testId}-meta`}>
                  {t('history.meta', {
                    duration: formatDuration(task.durationSec),
                    date: formatDateTime(task.createTime, i18n.language),
                  })}
                  {task.taskStatusTypeId !== null &&
                    ` · ${chargeText({ ...task, taskStatusTypeId: task.taskStatusTypeId })}`}
                </span>
                <StageLine task={task} />
                {task.stage === 'failed' && task.failReason && (
                  <span className="vt-card__error" data-testid={`${testId}-error`}>
                    {task.failReason}
                  </span>
                )}
                <Space wrap size="small" className="vt-card__actions">
                  <Link to={openTaskPath(task.id)}>
                    <Button size="small" icon={<EditOutlined />} data-testid={`${testId}-open`}>
                      {t('history.open')}
                    </Button>
                  </Link>
                  {task.stage === 'finished' && task.videoUrl && (
                    <Button
                      size="small"
                      icon={<DownloadOutlined />}
                      href={task.videoUrl}
                      download={`${task.taskName}.mp4`}
                      data-testid={`${testId}-download`}
                    >
                      {t('history.download')}
                    </Button>
                  )}
                  <ConfirmDeleteButton
                    showLabel
                    title={t('history.confirmDelete', { name: task.taskName })}
                    onConfirm={() => remove.mutate([task.id])}
                    isPending={remove.isPending && remove.variables?.includes(task.id) === true}
                    testId={`${testId}-delete`}
                  />
                </Space>
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination
        className="vt-history__pagination"
        current={page}
        pageSize={VIDEO_TRANSLATION_PAGE_SIZE}
        total={total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={setPage}
      />
    </div>
  );
}
