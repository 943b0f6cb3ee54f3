import { Card, Empty, List, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TKcoinRecord } from '@orator/contracts';
import { formatDateTime } from '../../../shared/lib/format-date';
import { useKcoinRecords } from '../api/get-kcoin-records';
import type { TOrderRange } from '../api/order-range';
import { useOrderItemText } from '../order-labels';
import { RangeFilter } from './range-filter';

const PAGE_SIZE = 10;

/** '+5' in green for income, '-60' in red for expense. */
export function signedAmount(record: Pick<TKcoinRecord, 'number'>, locale: string): string {
  const digits = new Intl.NumberFormat(locale).format(Math.abs(record.number));
  return `${record.number >= 0 ? '+' : '-'}${digits}`;
}

/** SPEC 3 "K-coin record": number, income or expense, time and remark, with the range filter. */
export function KcoinRecords({ isMobile }: { isMobile: boolean }) {
  const { t, i18n } = useTranslation('billing');
  const itemText = useOrderItemText();
  const [range, setRange] = useState<TOrderRange>('all');
  const [page, setPage] = useState({ current: 1, size: PAGE_SIZE });
  const records = useKcoinRecords({ ...page, range });

  const amount = (record: TKcoinRecord) => (
    <span
      className={record.number >= 0 ? 'kcoin-amount kcoin-amount--income' : 'kcoin-amount kcoin-amount--expense'}
      data-testid={`kcoin-record-${record.id}-amount`}
    >
      {signedAmount(record, i18n.language)}
    </span>
  );
  const reason = (record: TKcoinRecord) => t(`records.reason.${record.reason}`, { defaultValue: record.reason });
  // The server's remark is its own English note; what an order bought is named here instead, and a sign-in's
  // remark is the day the time column already shows.
  const detail = (record: TKcoinRecord) =>
    record.order ? itemText(record.order) : record.reason === 'signin' ? null : record.remark;
  const remark = (record: TKcoinRecord) => [reason(record), detail(record)].filter(Boolean).join(' · ');
  const columns: TableColumnsType<TKcoinRecord> = [
    { key: 'number', title: t('records.number'), render: (_value, record) => amount(record) },
    { key: 'type', title: t('records.type'), render: (_value, record) => t(`records.${record.type}`) },
    { key: 'time', title: t('records.time'), render: (_value, record) => formatDateTime(record.time, i18n.language) },
    { key: 'remark', title: t('records.remark'), render: (_value, record) => remark(record) },
  ];
  const pagination = {
    current: page.current,
    pageSize: page.size,
    total: records.data?.total ?? 0,
    hideOnSinglePage: true,
    onChange: (current: number, size: number) => setPage({ current, size }),
  };
  const filter = (
    <RangeFilter
      value={range}
      onChange={(next) => {
        setRange(next);
        setPage((current) => ({ ...current, current: 1 }));
      }}
      testId="records-range"
    />
  );
  const empty = <Empty description={t('records.empty')} />;

  return (
    <Card title={t('records.title')} extra={isMobile ? undefined : filter} data-testid="kcoin-records">
      {isMobile && <div className="billing-filter">{filter}</div>}
      {isMobile ? (
        <List<TKcoinRecord>
          dataSource={records.data?.records ?? []}
          loading={records.isLoading}
          locale={{ emptyText: empty }}
          pagination={records.data?.total ? { ...pagination, size: 'small', align: 'center' } : false}
          renderItem={(record) => (
            <List.Item extra={amount(record)} data-testid={`kcoin-record-${record.id}`}>
              <List.Item.Meta title={remark(record)} description={formatDateTime(record.time, i18n.language)} />
            </List.Item>
          )}
        />
      ) : (
        <Table<TKcoinRecord>
          rowKey="id"
          columns={columns}
          dataSource={records.data?.records ?? []}
          loading={records.isLoading}
          pagination={pagination}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: empty }}
          onRow={(record) => ({ 'data-testid': `kcoin-record-${record.id}` }) as React.HTMLAttributes<HTMLElement>}
        />
      )}
    </Card>
  );
}
