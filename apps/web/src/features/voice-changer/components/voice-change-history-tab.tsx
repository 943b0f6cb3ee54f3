import { SoundOutlined } from '@ant-design/icons';
import { Button, Empty, Pagination, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { useVoiceChanges, VOICE_CHANGE_PAGE_SIZE } from '../api/get-voice-changes';
import { VoiceChangeItem } from './voice-change-item';
import '../voice-changer.css';

export const VOICE_CHANGER_PATH = `${AppPath.Dubbing}?tab=voiceChanger`;

/** The project centre's voice change tab (/my?tab=voiceChange): every change, 20 a page. */
export function VoiceChangeHistoryTab() {
  const { t } = useTranslation('voiceChanger');
  const [page, setPage] = useState(1);
  const list = useVoiceChanges(page);
  const records = list.data?.records ?? [];
  const total = list.data?.total ?? 0;

  // Deleting the last changes of the last page leaves it empty: show the page before it.
  if (list.isSuccess && records.length === 0 && page > 1)
    setPage(Math.max(1, Math.ceil(total / VOICE_CHANGE_PAGE_SIZE)));

  if (list.isPending) return <Spin className="voice-changer-loading" />;
  if (list.isError && !list.data) {
    return (
      <Result
        status="warning"
        title={<span data-testid="voice-changes-load-failed">{t('history.loadFailed')}</span>}
        subTitle={list.error.message}
        extra={<Button onClick={() => void list.refetch()}>{t('history.retry')}</Button>}
      />
    );
  }
  if (total === 0) {
    return (
      <Empty
        className="voice-changer-empty"
        description={
          <>
            <strong data-testid="voice-changes-empty">{t('history.emptyTitle')}</strong>
            <span>{t('history.emptyText')}</span>
          </>
        }
      >
        <Link to={VOICE_CHANGER_PATH}>
          <Button type="primary" icon={<SoundOutlined />} data-testid="voice-changes-create">
            {t('history.create')}
          </Button>
        </Link>
      </Empty>
    );
  }

  return (
    <div className="voice-change-history" data-testid="voice-change-history">
      {records.map((task) => (
        <VoiceChangeItem key={task.id} task={task} />
      ))}
      <Pagination
        className="voice-changer-pagination"
        current={page}
        pageSize={VOICE_CHANGE_PAGE_SIZE}
        total={total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={setPage}
      />
    </div>
  );
}
