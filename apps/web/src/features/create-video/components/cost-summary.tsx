import { GiftOutlined, WalletOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { formatDuration } from '../../../shared/lib/media-format';

interface TCostSummaryProps {
  /** Estimated length of the video; undefined while nothing can be priced yet. */
  seconds: number | undefined;
  cost: number | undefined;
  balance: number | undefined;
  isTrial: boolean;
}

/** What the video will cost in K-coins (SPEC 9: one a second), against what the user has. */
export function CostSummary({ seconds, cost, balance, isTrial }: TCostSummaryProps) {
  const { t, i18n } = useTranslation('create');
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const isShort = !isTrial && cost !== undefined && balance !== undefined && cost > balance;

  return (
    <div className="cost-summary" data-testid="cost-summary">
      <div className="cost-summary__row">
        <span className="studio-muted">{t('cost.estimate')}</span>
        <span className="cost-summary__value">
          {seconds === undefined ? (
            '—'
          ) : (
            <>
              <span className="studio-muted" data-testid="cost-duration">
                ≈ {formatDuration(seconds)}
              </span>
              <strong className={isTrial ? 'is-waived' : undefined} data-testid="cost-kcoins">
                {t('cost.kcoins', { amount: number(cost ?? 0) })}
              </strong>
            </>
          )}
        </span>
      </div>
      {isTrial && (
        <div className="cost-summary__trial" data-testid="cost-trial">
          <Tag color="green" icon={<GiftOutlined />}>
            {t('cost.trial')}
          </Tag>
          <span className="studio-muted">{t('cost.trialNote')}</span>
        </div>
      )}
      <div className="cost-summary__row">
        <span className="studio-muted">
          <WalletOutlined /> {t('cost.balance')}
        </span>
        <span className={isShort ? 'cost-summary__short' : undefined} data-testid="cost-balance">
          {balance === undefined ? '—' : t('cost.kcoins', { amount: number(balance) })}
        </span>
      </div>
      {isShort && (
        <div className="cost-summary__row cost-summary__short">
          <span>{t('cost.notEnough')}</span>
          <Link to={AppPath.Recharge}>{t('cost.topUp')}</Link>
        </div>
      )}
    </div>
  );
}
