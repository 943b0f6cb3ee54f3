import { DeleteOutlined } from '@ant-design/icons';
import { Button, List, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TaskStatus, type TAudioSubtitleSummary } from '@orator/contracts';
import { formatDateTime } from '../../../shared/lib/format-date';
import { useDeleteAudioSubtitles } from '../api/delete-audio-subtitles';
import { useAudioSubtitles } from '../api/get-audio-subtitles';
import { StatusTag } from './status-tag';

interface TSubtitleHistoryProps {
  openId: number | undefined;
  onOpen: (id: number) => void;
  onDeleted: (id: number) => void;
}

/** Past extractions, newest first: reopen one to edit it, or delete it. */
export function SubtitleHistory({ openId, onOpen, onDeleted }: TSubtitleHistoryProps) {
  const { t, i18n } = useTranslation('audioSubtitle');
  const tasks = useAudioSubtitles();
  const remove = useDeleteAudioSubtitles();

  return (
    <section className="audio-subtitle__history" aria-label={t('history.title')}>
      <Typography.Title level={5}>{t('history.title')}</Typography.Title>
      <List<TAudioSubtitleSummary>
        loading={tasks.isPending}
        dataSource={tasks.data?.records ?? []}
        locale={{ emptyText: t('history.empty') }}
        renderItem={(task) => (
          <List.Item
            className={task.id === openId ? 'audio-subtitle__history-item is-open' : 'audio-subtitle__history-item'}
            data-testid={`subtitle-history-${task.id}`}
            actions={[
              <Button key="open" type="link" size="small" onClick={() => onOpen(task.id)}>
                {t('history.open')}
              </Button>,
              <Popconfirm
                key="delete"
                title={t('history.confirmDelete')}
                onConfirm={() => remove.mutateAsync([task.id]).then(() => onDeleted(task.id))}
              >
                <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('history.delete')} />
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={
                <button type="button" className="audio-subtitle__history-name" onClick={() => onOpen(task.id)}>
                  {task.taskName}
                </button>
              }
              description={
                <span className="audio-subtitle__history-meta">
                  <StatusTag status={task.status} />
                  <Tag>{task.language}</Tag>
                  {task.status === TaskStatus.Finished && t('editor.lines', { count: task.cueCount })}
                  <span>{formatDateTime(task.createTime, i18n.language)}</span>
                </span>
              }
            />
          </List.Item>
        )}
      />
    </section>
  );
}
