import { Card, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TOrder } from '@orator/contracts';
import { clearLastCheckout, readLastCheckout } from '../../../shared/lib/checkout';
import { useIsMobile } from '../../../shared/lib/use-is-mobile';
import { orderListQueryKey, useOrderList } from '../api/get-order-list';
import type { TOrderRange } from '../api/order-range';
import { OrderDetailDrawer } from '../components/order-detail-drawer';
import { OrderTable } from '../components/order-table';
import { RangeFilter } from '../components/range-filter';
import { ReturnedOrder } from '../components/returned-order';
import './billing-pages.css';

const PAGE_SIZE = 10;

/** My orders, and the outcome of a payment when the browser comes back from one (`?orderNo=` or the sandbox). */
export default function TradePage() {
  const { t } = useTranslation('billing');
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  // A provider names the order in the return address; the sandbox page returns without it.
  const [returnedOrderNo] = useState(() => searchParams.get('orderNo') ?? readLastCheckout());
  const [range, setRange] = useState<TOrderRange>('all');
  const [page, setPage] = useState({ current: 1, size: PAGE_SIZE });
  const [openOrderNo, setOpenOrderNo] = useState<string>();
  const orders = useOrderList({ ...page, range });

  useEffect(() => clearLastCheckout(), []);

  const filter = (
    <RangeFilter
      value={range}
      onChange={(next) => {
        setRange(next);
        setPage((current) => ({ ...current, current: 1 }));
      }}
      testId="orders-range"
    />
  );

  return (
    <div className="billing-page">
      <Typography.Title level={2} className="billing-page__title">
        {t('trade.title')}
      </Typography.Title>
      {returnedOrderNo && (
        <ReturnedOrder
          orderNo={returnedOrderNo}
          onSettled={() => void queryClient.invalidateQueries({ queryKey: orderListQueryKey })}
        />
      )}
      <Card title={isMobile ? undefined : t('trade.orders')} extra={isMobile ? undefined : filter}>
        {isMobile && <div className="billing-filter">{filter}</div>}
        <OrderTable
          page={orders.data}
          isLoading={orders.isLoading}
          isMobile={isMobile}
          onPageChange={(current, size) => setPage({ current, size })}
          onOpen={(order: TOrder) => setOpenOrderNo(order.orderNo)}
        />
      </Card>
      <OrderDetailDrawer orderNo={openOrderNo} isMobile={isMobile} onClose={() => setOpenOrderNo(undefined)} />
    </div>
  );
}
