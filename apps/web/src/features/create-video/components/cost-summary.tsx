import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TFreeUses } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { formatDuration } from '../../../shared/lib/media-format';
import { FreeUseTag, paysWithFreeUse } from '../../../shared/ui/task-charge';

interface TCostSummaryProps {
  /** Estimated length of the video; undefined while nothing can be priced yet. */
  seconds: number | undefined;
  /** The most the video can cost: the price of the estimated length. */
  cost: number | undefined;
  balance: number | undefined;
  /** The server quote's free uses; one of them pays for the video when `thisUse` is set. */
  freeUses: TFreeUses | undefined;
}

/**
 * What the video will cost against what the user has (SPEC 9: one K-coin a second). The estimate is the most
 * it can cost: the finished video is charged by its real length. On the free plan, "Free use 1 of 3" instead
 * while a free use is left; a free use needs no K-coins.
 */
export function CostSummary({ seconds, cost, balance, freeUses }: TCostSummaryProps) {
  const { t, i18n } = useTranslation(['create', 'common']);
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const isFree = paysWithFreeUse(freeUses);
  const isShort = !isFree && cost !== undefined && balance !== undefined && cost > balance;

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
              <strong className={isFree ? 'is-waived' : undefined} data-testid="cost-kcoins">
                {t('cost.atMost', { count: cost ?? 0 })}
              </strong>
            </>
          )}
        </span>
      </div>
      {seconds !== undefined &&
        (isFree ? (
          <div className="cost-summary__trial" data-testid="cost-trial">
            <FreeUseTag freeUses={freeUses} testId="cost-free-use" />
            <span className="studio-muted">{t('cost.trialNote', { total: freeUses.total })}</span>
          </div>
        ) : (
          <div className="cost-summary__trial studio-muted" data-testid="cost-rule">
            {freeUses && freeUses.total > 0 && (
              <span data-testid="cost-free-uses-used">
                {t('common:charge.freeUsesUsed', { total: freeUses.total })}
              </span>
            )}
            <span>{t('cost.rule')}</span>
          </div>
        ))}
      <div className="cost-summary__row">
        <span className="studio-muted">
          <WalletOutlined /> {t('cost.balance')}
        </span>
        <span className={isShort ? 'cost-summary__short' : undefined} data-testid="cost-balance">
          {balance === undefined ? '—' : t('cost.kcoins', { count: balance, amount: number(balance) })}
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
