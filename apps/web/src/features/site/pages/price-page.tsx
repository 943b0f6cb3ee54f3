import { CheckOutlined } from '@ant-design/icons';
import { Button, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  BILLING_PERIODS,
  MEMBER_RECHARGE_DISCOUNT,
  PLAN_BENEFITS,
  PLANS,
  Price,
  isFeatureAvailable,
  type TBillingPeriod,
  type TPlan,
  type TToolKey,
} from '@orator/contracts';
import { currentLocale } from '../../../shared/i18n/i18n';
import { loginPath } from '../../../shared/lib/app-paths';
import { formatCents, goToCheckout } from '../../../shared/lib/checkout';
import { TestPaymentsNotice } from '../../../shared/payments/test-payments-notice';
import { isSignedIn } from '../../../shared/storage/session-credentials';
import { ComingSoonTag } from '../../../shared/ui/coming-soon-tag';
import { useBuyPlan } from '../api/buy-plan';
import { usePlanPrices, type TPlanPrice } from '../api/get-plan-prices';
import { StartLink } from '../components/start-link';
import { planHighlights, type TPlanHighlight } from '../plan-highlights';
import { periodPrice } from '../plan-price';
import './site-pages.css';

/**
 * SPEC 9 prices in K-coins, from the same constants the server charges by. The price of a tool this version
 * lacks is listed as coming, not as something K-coins buy today.
 */
const KCOIN_COSTS = [
  { key: 'video', tool: 'avatarVideo', count: Price.videoKcoinPerSecond * 60 },
  { key: 'dubbing', tool: 'dubbing', count: Price.dubbingKcoinPerMinute },
  { key: 'aiModel', tool: 'aiModel', count: Price.aiModelKcoinPerGeneration },
  { key: 'faceSwap', tool: 'faceSwap', count: Price.faceSwapKcoinPerSecond },
  { key: 'subtitleRemoval', tool: 'subtitleRemover', count: Price.subtitleRemovalKcoinPerSecond },
] as const satisfies readonly { key: string; tool: TToolKey; count: number }[];

interface TPlanPriceTagProps {
  price: TPlanPrice | undefined;
  period: TBillingPeriod;
  isUnavailable: boolean;
}

/** The price of a paid plan for the chosen period; a year shows its monthly equivalent and its saving. */
function PlanPriceTag({ price, period, isUnavailable }: TPlanPriceTagProps) {
  const { t, i18n } = useTranslation('site');
  if (!price) return isUnavailable ? null : <Skeleton.Input active size="small" />;
  const { total, perMonth, saving, savingPercent } = periodPrice(price.prices, period);
  const money = (cents: number) => formatCents(cents, price.currency, i18n.language);
  return (
    <div className="price-plan__price" data-testid={`plan-${price.plan}-price`}>
      <strong>{money(perMonth)}</strong>
      <span>{period === 'oneoff' ? t('price.period.oneoffUnit') : t('price.period.perMonth')}</span>
      {period === 'yearly' && (
        <p className="price-plan__saving" data-testid={`plan-${price.plan}-saving`}>
          {t('price.yearlyTotal', { total: money(total) })}{' '}
          <em>{t('price.saving', { amount: money(saving), percent: savingPercent })}</em>
        </p>
      )}
      {period === 'monthly' && <p className="price-plan__saving">{t('price.renews')}</p>}
      {period === 'oneoff' && <p className="price-plan__saving">{t('price.noRenewal')}</p>}
    </div>
  );
}

/** The four plans of SPEC 6, what they include and cost; a signed-in visitor buys one here. */
export default function PricePage() {
  const { t, i18n } = useTranslation('site');
  const [period, setPeriod] = useState<TBillingPeriod>('monthly');
  const prices = usePlanPrices();
  const buy = useBuyPlan();
  const navigate = useNavigate();
  const location = useLocation();

  async function choose(plan: Exclude<TPlan, 'free'>) {
    // A guest signs in first and comes back to this page.
    if (!isSignedIn()) {
      void navigate(loginPath(location.pathname));
      return;
    }
    // A refused order has already been reported by the API client.
    await buy.mutateAsync({ plan, period }).then(
      (checkout) => goToCheckout(checkout, currentLocale()),
      () => undefined,
    );
  }
  const numberFormat = new Intl.NumberFormat(i18n.language);
  // The count also picks the plural form, so it stays a number; the texts format it themselves.
  const formatted = (values: TPlanHighlight['values'] = {}) => ({
    count: values.count ?? 0,
    mb: numberFormat.format(values.mb ?? 0),
    percent: numberFormat.format(values.percent ?? 0),
  });
  return (
    <div className="site-page">
      <header className="site-heading">
        <h1 data-testid="price-title">{t('price.title')}</h1>
        <p>{t('price.subtitle')}</p>
      </header>
      <TestPaymentsNotice />

      <div className="price-periods">
        <Segmented<TBillingPeriod>
          size="large"
          value={period}
          onChange={setPeriod}
          options={BILLING_PERIODS.map((value) => ({ value, label: t(`price.period.${value}`) }))}
          data-testid="price-period"
        />
      </div>

      <section className="price-plans">
        {PLANS.map((plan) => (
          <article key={plan} className={`price-plan price-plan--${plan}`} data-testid={`plan-${plan}`}>
            <h2 className="price-plan__name">{t(`price.plans.${plan}.name`)}</h2>
            <p className="price-plan__tagline">{t(`price.plans.${plan}.tagline`)}</p>
            {plan === 'free' ? (
              <div className="price-plan__price">
                <strong>{formatCents(0, prices.data?.[0]?.currency ?? 'USD', i18n.language)}</strong>
                <span>{t('price.period.forever')}</span>
              </div>
            ) : (
              <PlanPriceTag
                price={prices.data?.find((price) => price.plan === plan)}
                period={period}
                isUnavailable={prices.isError}
              />
            )}
            <ul className="price-plan__benefits">
              {planHighlights(plan, PLAN_BENEFITS[plan]).map(({ key, values }) => (
                <li key={key}>
                  <CheckOutlined />
                  {t(`price.benefits.${key}`, formatted(values))}
                </li>
              ))}
            </ul>
            {plan === 'free' ? (
              <StartLink isLarge isBlock>
                {t('price.startFree')}
              </StartLink>
            ) : (
              <Button
                block
                size="large"
                type="primary"
                loading={buy.isPending && buy.variables.plan === plan}
                onClick={() => void choose(plan)}
                data-testid={`plan-${plan}-choose`}
              >
                {t('price.choose', { plan: t(`price.plans.${plan}.name`) })}
              </Button>
            )}
          </article>
        ))}
      </section>

      <section className="site-section">
        <h2 className="site-section__title">{t('price.kCoinsTitle')}</h2>
        <p className="site-section__lead">{t('price.kCoinsText')}</p>
        <dl className="price-costs">
          {KCOIN_COSTS.map(({ key, tool, count }) => (
            <div
              key={key}
              className={isFeatureAvailable(tool) ? undefined : 'price-costs__soon'}
              data-testid={`price-cost-${key}`}
            >
              <dt>
                {t(`price.costs.${key}.what`)}
                {!isFeatureAvailable(tool) && <ComingSoonTag />}
              </dt>
              <dd>{t(`price.costs.${key}.price`, { count: numberFormat.format(count) })}</dd>
            </div>
          ))}
        </dl>
        <ul className="price-notes">
          <li>{t('price.notes.discount', { percent: MEMBER_RECHARGE_DISCOUNT * 100 })}</li>
          <li>{t('price.notes.signIn')}</li>
          <li>{t('price.notes.noRefund')}</li>
        </ul>
      </section>
    </div>
  );
}
