import { CheckCircleFilled } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TKcoinPackageId } from '@orator/contracts';
import { formatCents } from '../../../shared/lib/checkout';
import type { TKcoinPrice } from '../api/get-kcoin-prices';

interface TKcoinPackagesProps {
  prices: readonly TKcoinPrice[] | undefined;
  selected: TKcoinPackageId | undefined;
  onSelect: (id: TKcoinPackageId) => void;
}

/** The packages as choices: what this user pays, and what members pay (SPEC 9: at least 30% less). */
export function KcoinPackages({ prices, selected, onSelect }: TKcoinPackagesProps) {
  const { t, i18n } = useTranslation('billing');
  if (!prices) return <Skeleton active />;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="kcoin-packages" role="radiogroup" aria-label={t('recharge.packages')}>
      {prices.map((price) => {
        const isSelected = price.id === selected;
        const isDiscounted = price.payPriceCents < price.priceCents;
        return (
          <button
            key={price.id}
            type="button"
            role="radio"
            aria-checked={isSelected}
            className={isSelected ? 'kcoin-package kcoin-package--selected' : 'kcoin-package'}
            onClick={() => onSelect(price.id)}
            data-testid={`kcoin-package-${price.id}`}
          >
            {isSelected && <CheckCircleFilled className="kcoin-package__check" />}
            <span className="kcoin-package__amount">
              {t('recharge.kcoins', { count: price.kcoins, amount: number.format(price.kcoins) })}
            </span>
            <span className="kcoin-package__price" data-testid={`kcoin-package-${price.id}-price`}>
              {formatCents(price.payPriceCents, price.currency, i18n.language)}
              {isDiscounted && (
                <s className="kcoin-package__was">{formatCents(price.priceCents, price.currency, i18n.language)}</s>
              )}
            </span>
            <span className="kcoin-package__member">
              {isDiscounted
                ? t('recharge.memberApplied')
                : t('recharge.memberPrice', {
                    price: formatCents(price.memberPriceCents, price.currency, i18n.language),
                  })}
            </span>
          </button>
        );
      })}
    </div>
  );
}
