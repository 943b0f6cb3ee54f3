import {
  Button,
  Card,
  Descriptions,
  Empty,
  List,
  Table,
  type TableColumnsType,
  type TablePaginationConfig,
} from 'antd';
import { useTranslation } from 'react-i18next';
import type { TOrder, TPage } from '@orator/contracts';
import { InvoiceLink, useOrderFields } from './order-fields';

interface TOrderTableProps {
  page: TPage<TOrder> | undefined;
  isLoading: boolean;
  isMobile: boolean;
  onPageChange: (current: number, size: number) => void;
  onOpen: (order: TOrder) => void;
}

/** The orders as a wide table on desktop and as cards on a phone, with the same fields. */
export function OrderTable({ page, isLoading, isMobile, onPageChange, onOpen }: TOrderTableProps) {
  const { t } = useTranslation('billing');
  const fieldsOf = useOrderFields();
  const pagination: TablePaginationConfig = {
    current: page?.current ?? 1,
    pageSize: page?.size ?? 10,
    total: page?.total ?? 0,
    onChange: onPageChange,
    showSizeChanger: !isMobile,
    size: isMobile ? 'small' : undefined,
    hideOnSinglePage: true,
  };
  const records = page?.records ?? [];
  const actions = (order: TOrder) => (
    <span className="order-actions">
      <Button type="link" size="small" onClick={() => onOpen(order)} data-testid={`order-open-${order.orderNo}`}>
        {t('order.details')}
      </Button>
      <InvoiceLink order={order} />
    </span>
  );

  if (isMobile) {
    return (
      <List<TOrder>
        className="order-cards"
        dataSource={records}
        loading={isLoading}
        pagination={
          records.length
            ? {
                current: pagination.current,
                pageSize: pagination.pageSize,
                total: pagination.total,
                onChange: onPageChange,
                size: 'small',
                align: 'center',
              }
            : false
        }
        locale={{ emptyText: <Empty description={t('order.empty')} /> }}
        data-testid="order-list"
        renderItem={(order) => (
          // The list is a <ul>: each card sits in its <li>, or a screen reader loses the count of orders.
          <List.Item>
            <Card size="small" className="order-card" data-testid={`order-row-${order.orderNo}`}>
              <Descriptions
                size="small"
                column={1}
                items={fieldsOf(order).map(({ key, label, value }) => ({ key, label, children: value }))}
              />
              {actions(order)}
            </Card>
          </List.Item>
        )}
      />
    );
  }

  const byKey = (order: TOrder) => Object.fromEntries(fieldsOf(order).map((field) => [field.key, field.value]));
  const column = (key: string, title: string): TableColumnsType<TOrder>[number] => ({
    key,
    title,
    render: (_value, order) => byKey(order)[key],
  });
  const columns: TableColumnsType<TOrder> = [
    { ...column('orderNo', t('order.orderNo')), fixed: 'left' },
    column('status', t('order.status')),
    column('amount', t('order.amount')),
    column('amountType', t('order.amountType')),
    column('currency', t('order.currency')),
    column('paymentMethod', t('order.paymentMethod')),
    column('createTime', t('order.createTime')),
    column('deductionTime', t('order.deductionTime')),
    column('expireTime', t('order.expireTime')),
    column('remark', t('order.remark')),
    column('introduction', t('order.introduction')),
    column('providerOrderNo', t('order.providerOrderNo')),
    { key: 'actions', title: t('order.actions'), fixed: 'right', render: (_value, order) => actions(order) },
  ];
  return (
    <Table<TOrder>
      rowKey="orderNo"
      columns={columns}
      dataSource={records}
      loading={isLoading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={t('order.empty')} /> }}
      onRow={(order) => ({ 'data-testid': `order-row-${order.orderNo}` }) as React.HTMLAttributes<HTMLElement>}
      data-testid="order-table"
    />
  );
}
