import { useMutation } from '@tanstack/react-query';
import { PaymentApi, type TCheckout, type TKcoinPackageId } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** Opens an order for a package; the browser then goes to `payUrl` to pay. */
export function buyKcoins(packageId: TKcoinPackageId): Promise<TCheckout> {
  return shortApiClient.post<TCheckout>(PaymentApi.buyMoney, { packageId });
}

export function useBuyKcoins() {
  return useMutation({ mutationFn: buyKcoins });
}
