import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TExpireItem } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { formatDateTime } from '../../../shared/lib/format-date';
import { AntdScope } from '../../../shared/ui/antd-scope';
import type { TKCoinExpiryTip } from '../expiry-tips';
import './expiry-tips.css';

interface TExpiryAlertsProps {
  kCoinTip: TKCoinExpiryTip | undefined;
  membershipTip: TExpireItem | undefined;
}

/**
 * The tips of ExpiryTips as antd's closable warnings, loaded when one applies; in their own AntdScope, as the shell
 * that shows them is built without antd.
 */
export default function ExpiryAlerts({ kCoinTip, membershipTip }: TExpiryAlertsProps) {
  const { t, i18n } = useTranslation();
  const amountFormat = new Intl.NumberFormat(i18n.language);
  return (
    <AntdScope>
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
    </AntdScope>
  );
}
