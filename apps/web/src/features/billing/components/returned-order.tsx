import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { formatMoney } from '../../../shared/lib/checkout';
import { useRefreshCurrentUser } from '../../../shared/session/get-current-user';
import { useOrderDetail } from '../api/get-order-detail';
import { useOrderItemText } from '../order-labels';

const ALERT_TYPES = {
  pending: 'info',
  paid: 'success',
  failed: 'error',
  cancelled: 'warning',
  expired: 'warning',
} as const;

interface TReturnedOrderProps {
  orderNo: string;
  onSettled: () => void;
}

/**
 * The order the browser has just paid for, in large: its status, polled while the provider has not confirmed
 * it. Once it is settled the balance and plan are fetched again.
 */
export function ReturnedOrder({ orderNo, onSettled }: TReturnedOrderProps) {
  const { t, i18n } = useTranslation('billing');
  const itemText = useOrderItemText();
  const order = useOrderDetail(orderNo, { isPolledWhilePending: true });
  const refreshUser = useRefreshCurrentUser();
  const status = order.data?.status;

  useEffect(() => {
    if (!status || status === 'pending') return;
    void refreshUser();
    onSettled();
    // Once per status the order reaches; the callbacks are new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  if (!order.data) return null;
  const data = order.data;
  const isPlan = data.kind === 'plan';
  return (
    <Alert
      type={ALERT_TYPES[data.status]}
      showIcon
      className="returned-order"
      data-testid="returned-order"
      data-status={data.status}
      title={<span data-testid="returned-order-title">{t(`returned.${data.status}`)}</span>}
      description={
        <span>
          {itemText(data.item)} · {formatMoney(data.amount, data.currency, i18n.language)} · {data.orderNo}
        </span>
      }
      action={
        data.status === 'paid' ? (
          <Link to={isPlan ? AppPath.Interests : AppPath.Recharge}>
            <Button size="small">{isPlan ? t('returned.seeBenefits') : t('returned.seeBalance')}</Button>
          </Link>
        ) : data.status === 'pending' ? undefined : (
          <Link to={isPlan ? AppPath.Price : AppPath.Recharge}>
            <Button size="small" type="primary">
              {t('returned.tryAgain')}
            </Button>
          </Link>
        )
      }
    />
  );
}
