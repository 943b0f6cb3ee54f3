import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Empty, Pagination, Popconfirm, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { useDeleteTasks } from '../api/delete-tasks';
import { TASK_PAGE_SIZE, useTaskList } from '../api/get-task-list';
import { useProjectCentre } from '../project-centre-store';
import { LoadFailed } from './load-failed';
import { TaskCard } from './task-card';

function NoVideos() {
  const { t } = useTranslation('projects');
  return (
    <Empty
      className="projects-empty"
      description={
        <>
          <strong data-testid="videos-empty">{t('videos.emptyTitle')}</strong>
          <span>{t('videos.emptyText')}</span>
        </>
      }
    >
      <Link to={AppPath.Create}>
        <Button type="primary" icon={<PlusOutlined />} data-testid="videos-create">
          {t('videos.create')}
        </Button>
      </Link>
    </Empty>
  );
}

/** The digital-avatar video tab: the user's video tasks, 20 a page, to open, download, rename or delete. */
export function VideoTab() {
  const { t } = useTranslation('projects');
  const page = useProjectCentre((state) => state.videoPage);
  const setPage = useProjectCentre((state) => state.setVideoPage);
  const list = useTaskList(page);
  const remove = useDeleteTasks();
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const records = list.data?.records ?? [];
  const total = list.data?.total ?? 0;
  // Only what is on screen can be deleted: a selection does not follow the user to another page.
  const selected = selectedIds.filter((id) => records.some((task) => task.id === id));

  // Deleting the last videos of the last page leaves it empty: show the page before it.
  const isPastLastPage = list.isSuccess && records.length === 0 && page > 1;
  useEffect(() => {
    if (isPastLastPage) setPage(Math.max(1, Math.ceil(total / TASK_PAGE_SIZE)));
  }, [isPastLastPage, total, setPage]);

  if (list.isPending) return <Spin className="projects-loading" />;
  if (list.isError && !list.data) {
    return (
      <LoadFailed title={t('videos.loadFailed')} reason={list.error.message} onRetry={() => void list.refetch()} />
    );
  }
  if (total === 0) return <NoVideos />;

  function select(id: number, isSelected: boolean) {
    setSelectedIds((current) => (isSelected ? [...current, id] : current.filter((other) => other !== id)));
  }

  return (
    <div className="video-tab">
      <div className="video-tab__toolbar">
        <Checkbox
          checked={selected.length === records.length}
          indeterminate={selected.length > 0 && selected.length < records.length}
          onChange={(event) => setSelectedIds(event.target.checked ? records.map((task) => task.id) : [])}
          data-testid="videos-select-all"
        >
          {t('videos.selectAll')}
        </Checkbox>
        {selected.length > 0 && (
          <>
            <span className="projects-muted" data-testid="videos-selected">
              {t('videos.selected', { count: selected.length })}
            </span>
            <Popconfirm
              title={t('videos.deleteSelectedConfirm', { count: selected.length })}
              okText={t('task.confirmDelete')}
              cancelText={t('task.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutate(selected, { onSuccess: () => setSelectedIds([]) })}
            >
              <Button danger icon={<DeleteOutlined />} loading={remove.isPending} data-testid="videos-delete-selected">
                {t('videos.deleteSelected')}
              </Button>
            </Popconfirm>
          </>
        )}
      </div>
      <div className="task-grid">
        {records.map((task) => (
          <TaskCard
            key={task.id}
            task={task}
            isSelected={selected.includes(task.id)}
            onSelectedChange={(isSelected) => select(task.id, isSelected)}
          />
        ))}
      </div>
      <Pagination
        className="projects-pagination"
        current={page}
        pageSize={TASK_PAGE_SIZE}
        total={total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={setPage}
      />
    </div>
  );
}
