import { useQuery } from '@tanstack/react-query';
import { PaymentApi, type MoneyType, type TExpireItem } from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';

type TMoneyType = (typeof MoneyType)[keyof typeof MoneyType];

export function getExpireList(moneyType: TMoneyType): Promise<TExpireItem[]> {
  // Nobody asked for the tips, so a failure hides them rather than raising a toast.
  return apiClient.get<TExpireItem[]>(PaymentApi.expireList, { moneyType }, { isQuiet: true });
}

/** SPEC 4: the tips are requested once user info is there. */
export function useExpireList(moneyType: TMoneyType, hasUserInfo: boolean) {
  return useQuery({
    queryKey: ['expire-list', moneyType],
    queryFn: () => getExpireList(moneyType),
    enabled: hasUserInfo,
  });
}
