import { DeleteOutlined } from '@ant-design/icons';
import { Button, List, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isTaskPending, TaskStatus, type TSlideHistoryRecord } from '@orator/contracts';
import { formatDateTime } from '../../../shared/lib/format-date';
import { useDeleteSlideImports } from '../api/delete-slide-imports';
import { useSlideHistory } from '../api/get-slide-history';

interface TSlideHistoryProps {
  /** Opens a past import (a running one is followed until it finishes). */
  onReuse: (id: number) => void;
  disabled: boolean;
}

/** Decks imported before, newest first: the same slides again without another upload, or delete them. */
export function SlideHistory({ onReuse, disabled }: TSlideHistoryProps) {
  const { t, i18n } = useTranslation('slides');
  const history = useSlideHistory();
  const remove = useDeleteSlideImports();
  const records = history.data?.records ?? [];
  if (!history.isPending && records.length === 0) return null;

  return (
    <section className="slide-history" aria-label={t('history.title')}>
      <Typography.Title level={5}>{t('history.title')}</Typography.Title>
      <List<TSlideHistoryRecord>
        loading={history.isPending}
        dataSource={records}
        renderItem={(record) => {
          const isUsable = record.status === TaskStatus.Finished || isTaskPending(record.status);
          return (
            <List.Item
              className="slide-history__item"
              data-testid={`slide-history-${record.id}`}
              actions={[
                <Button
                  key="use"
                  type="link"
                  size="small"
                  disabled={disabled || !isUsable}
                  onClick={() => onReuse(record.id)}
                >
                  {t('history.use')}
                </Button>,
                <Popconfirm
                  key="delete"
                  title={t('history.confirmDelete')}
                  onConfirm={() => remove.mutateAsync([record.id])}
                >
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('history.delete')} />
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                avatar={
                  record.coverUrl ? (
                    <img className="slide-history__cover" src={record.coverUrl} alt="" loading="lazy" />
                  ) : (
                    <span className="slide-history__cover" />
                  )
                }
                title={<span className="slide-history__name">{record.fileName}</span>}
                description={
                  <span className="slide-history__meta">
                    {record.status === TaskStatus.Failed
                      ? record.failReason
                      : t('history.pages', { count: record.pageCount })}
                    <span>{formatDateTime(record.createTime, i18n.language)}</span>
                  </span>
                }
              />
            </List.Item>
          );
        }}
      />
    </section>
  );
}
