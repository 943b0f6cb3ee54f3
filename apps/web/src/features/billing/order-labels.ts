import { useTranslation } from 'react-i18next';
import { describeOrderItem, toLocale, type TOrder, type TOrderItem } from '@orator/contracts';

/** What an order or a K-coin record's order bought, named in the interface language as it is now. */
export function useOrderItemText(): (item: TOrderItem) => string {
  const { i18n } = useTranslation();
  return (item) => describeOrderItem(item, toLocale(i18n.language));
}

/** The amount type of SPEC 3 "Order" by what was bought: a voice clone is not a membership. */
export const AMOUNT_TYPE_KEYS = {
  kcoin: 'amountType.kcoins',
  plan: 'amountType.membership',
  clone: 'amountType.voiceClone',
} as const satisfies Record<TOrder['kind'], string>;

/** How the order was paid: the provider, and the channel within it when it says more. */
export function usePaymentMethodText(): (order: Pick<TOrder, 'paymentMethod' | 'channel'>) => string {
  const { t } = useTranslation('billing');
  return ({ paymentMethod, channel }) => {
    const method = t(`paymentMethod.${paymentMethod}`, { defaultValue: paymentMethod });
    return channel && channel !== paymentMethod ? `${method} · ${channel}` : method;
  };
}
