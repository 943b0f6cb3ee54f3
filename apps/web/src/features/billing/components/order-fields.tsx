import { FilePdfOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE, RewardsApi, type TOrder } from '@orator/contracts';
import { formatMoney } from '../../../shared/lib/checkout';
import { formatDateTime } from '../../../shared/lib/format-date';
import { AMOUNT_TYPE_KEYS, useOrderItemText, usePaymentMethodText } from '../order-labels';
import { OrderStatusTag } from './order-status-tag';

export interface TOrderField {
  key: string;
  label: string;
  value: ReactNode;
}

/** The invoice is a PDF the server renders; the `token` cookie signs the download in. */
export function invoiceUrl(orderNo: string): string {
  return `${API_BASE}${RewardsApi.invoice}?${new URLSearchParams({ orderNo }).toString()}`;
}

export function InvoiceLink({ order }: { order: TOrder }) {
  const { t } = useTranslation('billing');
  if (order.status !== 'paid') return null;
  return (
    <a href={invoiceUrl(order.orderNo)} target="_blank" rel="noreferrer" data-testid={`invoice-${order.orderNo}`}>
      <FilePdfOutlined /> {t('order.invoice')}
    </a>
  );
}

/** Every field of SPEC 3 "Order", labelled and formatted, for the detail drawer and the phone cards. */
export function useOrderFields(): (order: TOrder) => TOrderField[] {
  const { t, i18n } = useTranslation('billing');
  const itemText = useOrderItemText();
  const paymentMethodText = usePaymentMethodText();
  const none = t('order.none');
  const time = (value: string | null) => (value ? formatDateTime(value, i18n.language) : none);
  return (order) => [
    { key: 'orderNo', label: t('order.orderNo'), value: order.orderNo },
    { key: 'status', label: t('order.status'), value: <OrderStatusTag status={order.status} /> },
    { key: 'amount', label: t('order.amount'), value: formatMoney(order.amount, order.currency, i18n.language) },
    {
      key: 'amountType',
      label: t('order.amountType'),
      value: t(AMOUNT_TYPE_KEYS[order.kind]),
    },
    { key: 'currency', label: t('order.currency'), value: order.currency },
    {
      key: 'paymentMethod',
      label: t('order.paymentMethod'),
      value: paymentMethodText(order),
    },
    { key: 'createTime', label: t('order.createTime'), value: time(order.createTime) },
    { key: 'deductionTime', label: t('order.deductionTime'), value: time(order.deductionTime) },
    { key: 'expireTime', label: t('order.expireTime'), value: time(order.expireTime) },
    { key: 'remark', label: t('order.remark'), value: order.remark || none },
    { key: 'introduction', label: t('order.introduction'), value: itemText(order.item) },
    { key: 'providerOrderNo', label: t('order.providerOrderNo'), value: order.providerOrderNo || none },
  ];
}
