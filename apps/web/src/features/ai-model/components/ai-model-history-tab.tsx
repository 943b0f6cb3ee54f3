import { DeleteOutlined, SkinOutlined } from '@ant-design/icons';
import { Button, Empty, Pagination, Popconfirm, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAiModelTask } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { AI_MODEL_HISTORY_PAGE_SIZE, useAiModelHistory, useDeleteAiModels } from '../api/ai-model-api';
import { TryOnResult } from './try-on-result';
import '../ai-model.css';

function HistoryItem({ task }: { task: TAiModelTask }) {
  const { t, i18n } = useTranslation('aiModel');
  const remove = useDeleteAiModels();
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(task.createTime),
  );
  return (
    <article className="ai-model-history__item" data-testid={`ai-model-history-${task.id}`}>
      <header className="ai-model-history__head">
        <strong>{t(`kind.${task.kind}`)}</strong>
        <span className="ai-model-muted">{created}</span>
        <Popconfirm
          title={t('history.deleteConfirm')}
          okText={t('history.delete')}
          onConfirm={() => remove.mutateAsync([task.id])}
        >
          <Button
            size="small"
            icon={<DeleteOutlined />}
            loading={remove.isPending}
            aria-label={t('history.delete')}
            data-testid={`ai-model-history-delete-${task.id}`}
          />
        </Popconfirm>
      </header>
      <TryOnResult task={task} isLoading={false} />
    </article>
  );
}

/** The project centre's AI model tab (/my?tab=aiModel): every generation with its pictures, 10 a page. */
export function AiModelHistoryTab() {
  const { t } = useTranslation('aiModel');
  const [page, setPage] = useState(1);
  const list = useAiModelHistory(page);
  const records = list.data?.records ?? [];
  const total = list.data?.total ?? 0;

  // Deleting the last generations of the last page leaves it empty: show the page before it.
  if (list.isSuccess && records.length === 0 && page > 1)
    setPage(Math.max(1, Math.ceil(total / AI_MODEL_HISTORY_PAGE_SIZE)));

  if (list.isPending) return <Spin />;
  if (list.isError && !list.data) {
    return (
      <Result
        status="warning"
        title={<span data-testid="ai-model-history-load-failed">{t('history.loadFailed')}</span>}
        subTitle={list.error.message}
        extra={<Button onClick={() => void list.refetch()}>{t('history.retry')}</Button>}
      />
    );
  }
  if (total === 0) {
    return (
      <Empty description={<strong data-testid="ai-model-history-empty">{t('history.empty')}</strong>}>
        <Link to={AppPath.RealLifeModel}>
          <Button type="primary" icon={<SkinOutlined />} data-testid="ai-model-history-create">
            {t('history.create')}
          </Button>
        </Link>
      </Empty>
    );
  }
  return (
    <div className="ai-model-history" data-testid="ai-model-history">
      {records.map((task) => (
        <HistoryItem key={task.id} task={task} />
      ))}
      <Pagination
        current={page}
        pageSize={AI_MODEL_HISTORY_PAGE_SIZE}
        total={total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={setPage}
      />
    </div>
  );
}
