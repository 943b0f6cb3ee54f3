import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyType } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { formatDateTime } from '../../../shared/lib/format-date';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { useExpireList } from '../api/get-expire-list';
import { kCoinExpiryTip, membershipExpiryTip } from '../expiry-tips';
import './expiry-tips.css';

/** SPEC 4: the K-coin and membership expiry tips, above every page of the shell while they apply. */
export function ExpiryTips() {
  const { t, i18n } = useTranslation();
  const hasUserInfo = useCurrentUser().data !== undefined;
  const kCoinTip = kCoinExpiryTip(useExpireList(MoneyType.KCoin, hasUserInfo).data);
  const membershipTip = membershipExpiryTip(useExpireList(MoneyType.Membership, hasUserInfo).data);
  if (!kCoinTip && !membershipTip) return null;

  const amountFormat = new Intl.NumberFormat(i18n.language);
  return (
    <div className="expiry-tips">
      {kCoinTip && (
        <Alert
          type="warning"
          showIcon
          closable
          data-testid="kcoin-expiry-tip"
          title={
            kCoinTip.expireTime
              ? t('expiryTips.kCoinsOn', {
                  count: kCoinTip.amount,
                  amount: amountFormat.format(kCoinTip.amount),
                  date: formatDateTime(kCoinTip.expireTime, i18n.language),
                })
              : t('expiryTips.kCoinsSoon', { count: kCoinTip.amount, amount: amountFormat.format(kCoinTip.amount) })
          }
        />
      )}
      {membershipTip && (
        <Alert
          type="warning"
          showIcon
          closable
          data-testid="membership-expiry-tip"
          title={t('expiryTips.membership', { date: formatDateTime(membershipTip.expireTime, i18n.language) })}
          action={
            <Link to={AppPath.Price}>
              <Button size="small">{t('expiryTips.renew')}</Button>
            </Link>
          }
        />
      )}
    </div>
  );
}
