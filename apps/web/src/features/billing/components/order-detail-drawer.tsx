import { Descriptions, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOrderDetail } from '../api/get-order-detail';
import { InvoiceLink, useOrderFields } from './order-fields';

interface TOrderDetailDrawerProps {
  orderNo: string | undefined;
  isMobile: boolean;
  onClose: () => void;
}

/** One order as the server has it now (paymentDetail), with its invoice once paid. */
export function OrderDetailDrawer({ orderNo, isMobile, onClose }: TOrderDetailDrawerProps) {
  const { t } = useTranslation('billing');
  const detail = useOrderDetail(orderNo);
  const fieldsOf = useOrderFields();
  return (
    <Drawer
      open={orderNo !== undefined}
      onClose={onClose}
      title={t('order.detailTitle')}
      size={isMobile ? '100%' : 520}
      destroyOnHidden
    >
      {detail.data ? (
        <div data-testid="order-detail">
          <Descriptions
            column={1}
            bordered
            size="small"
            items={fieldsOf(detail.data).map(({ key, label, value }) => ({ key, label, children: value }))}
          />
          <p className="order-detail__invoice">
            <InvoiceLink order={detail.data} />
          </p>
        </div>
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
