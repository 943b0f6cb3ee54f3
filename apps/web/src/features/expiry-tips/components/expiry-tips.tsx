import { lazy, Suspense } from 'react';
import { MoneyType } from '@orator/contracts';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { useExpireList } from '../api/get-expire-list';
import { kCoinExpiryTip, membershipExpiryTip } from '../expiry-tips';

/** antd's Alert is needed only while a tip applies, so the tips are their own chunk. */
const ExpiryAlerts = lazy(() => import('./expiry-alerts'));

/** SPEC 4: the K-coin and membership expiry tips, above every page of the shell while they apply. */
export function ExpiryTips() {
  const hasUserInfo = useCurrentUser().data !== undefined;
  const kCoinTip = kCoinExpiryTip(useExpireList(MoneyType.KCoin, hasUserInfo).data);
  const membershipTip = membershipExpiryTip(useExpireList(MoneyType.Membership, hasUserInfo).data);
  if (!kCoinTip && !membershipTip) return null;

  return (
    <Suspense fallback={null}>
      <ExpiryAlerts kCoinTip={kCoinTip} membershipTip={membershipTip} />
    </Suspense>
  );
}
