import { VideoCameraAddOutlined } from '@ant-design/icons';
import { Button, Empty, Pagination, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { useVideoGenDetail, useVideoGenHistory, VIDEO_GEN_HISTORY_PAGE_SIZE } from '../api/video-gen-api';
import { ClipResult } from './clip-result';
import { ClipRow } from './clip-history';
import '../video-gen.css';

/** The clip opened from the list, followed while it is being made. */
function OpenedClip({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const detail = useVideoGenDetail(id);
  return <ClipResult task={detail.data} isLoading={detail.isPending} onDeleted={onDeleted} />;
}

/**
 * The project centre's image and text to video tab (/my?tab=imageToVideo): every clip, 10 a page; one opens
 * beside the list with its progress, player, download and delete.
 */
export function VideoGenHistoryTab() {
  const { t } = useTranslation('videoGen');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number>();
  const list = useVideoGenHistory(page);
  const records = list.data?.records ?? [];
  const total = list.data?.total ?? 0;

  // Deleting the last clips of the last page leaves it empty: show the page before it.
  if (list.isSuccess && records.length === 0 && page > 1)
    setPage(Math.max(1, Math.ceil(total / VIDEO_GEN_HISTORY_PAGE_SIZE)));

  if (list.isPending) return <Spin />;
  if (list.isError && !list.data) {
    return (
      <Result
        status="warning"
        title={<span data-testid="video-gen-history-load-failed">{t('history.loadFailed')}</span>}
        subTitle={list.error.message}
        extra={<Button onClick={() => void list.refetch()}>{t('history.retry')}</Button>}
      />
    );
  }
  if (total === 0) {
    return (
      <Empty description={<strong data-testid="video-gen-history-empty">{t('history.empty')}</strong>}>
        <div className="video-gen-history__create">
          <Link to={AppPath.AiCharacterGeneration}>
            <Button type="primary" icon={<VideoCameraAddOutlined />} data-testid="video-gen-history-create-image">
              {t('image.title')}
            </Button>
          </Link>
          <Link to={AppPath.AiVideoGen}>
            <Button icon={<VideoCameraAddOutlined />} data-testid="video-gen-history-create-text">
              {t('text.title')}
            </Button>
          </Link>
        </div>
      </Empty>
    );
  }
  const forget = (id: number) => (id === openId ? setOpenId(undefined) : undefined);
  return (
    <div className="video-gen-tab" data-testid="video-gen-tab">
      <div>
        <ul className="video-gen-history__list">
          {records.map((task) => (
            <ClipRow key={task.id} task={task} isShown={task.id === openId} onOpen={setOpenId} onDeleted={forget} />
          ))}
        </ul>
        <Pagination
          current={page}
          pageSize={VIDEO_GEN_HISTORY_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={setPage}
        />
      </div>
      {openId !== undefined && <OpenedClip id={openId} onDeleted={() => setOpenId(undefined)} />}
    </div>
  );
}
