import { CheckOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MEMBER_RECHARGE_DISCOUNT, PLAN_BENEFITS, PLANS, Price } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { StartLink } from '../components/start-link';
import { planHighlights, type TPlanHighlight } from '../plan-highlights';
import './site-pages.css';

/** SPEC 9 prices in K-coins, from the same constants the server charges by. */
const KCOIN_COSTS = [
  { key: 'video', count: Price.videoKcoinPerSecond * 60 },
  { key: 'dubbing', count: Price.dubbingKcoinPerMinute },
  { key: 'aiModel', count: Price.aiModelKcoinPerGeneration },
  { key: 'faceSwap', count: Price.faceSwapKcoinPerSecond },
  { key: 'subtitleRemoval', count: Price.subtitleRemovalKcoinPerSecond },
] as const;

/**
 * The four plans of SPEC 6 and what they include. What they cost is for the recharge screen to show
 * (issue #4), so the plan buttons lead there.
 */
export default function PricePage() {
  const { t, i18n } = useTranslation('site');
  const numberFormat = new Intl.NumberFormat(i18n.language);
  const formatted = (values: TPlanHighlight['values'] = {}) => ({
    count: numberFormat.format(values.count ?? 0),
    mb: numberFormat.format(values.mb ?? 0),
    percent: numberFormat.format(values.percent ?? 0),
  });
  return (
    <div className="site-page">
      <header className="site-heading">
        <h1 data-testid="price-title">{t('price.title')}</h1>
        <p>{t('price.subtitle')}</p>
      </header>

      <section className="price-plans">
        {PLANS.map((plan) => (
          <article key={plan} className={`price-plan price-plan--${plan}`} data-testid={`plan-${plan}`}>
            <h2 className="price-plan__name">{t(`price.plans.${plan}.name`)}</h2>
            <p className="price-plan__tagline">{t(`price.plans.${plan}.tagline`)}</p>
            <ul className="price-plan__benefits">
              {planHighlights(plan, PLAN_BENEFITS[plan]).map(({ key, values }) => (
                <li key={key}>
                  <CheckOutlined />
                  {t(`price.benefits.${key}`, formatted(values))}
                </li>
              ))}
            </ul>
            {plan === 'free' ? (
              <StartLink>
                <Button block size="large">
                  {t('price.startFree')}
                </Button>
              </StartLink>
            ) : (
              <Link to={AppPath.Recharge}>
                <Button block size="large" type="primary" data-testid={`plan-${plan}-choose`}>
                  {t('price.choose', { plan: t(`price.plans.${plan}.name`) })}
                </Button>
              </Link>
            )}
          </article>
        ))}
      </section>

      <section className="site-section">
        <h2 className="site-section__title">{t('price.kCoinsTitle')}</h2>
        <p className="site-section__lead">{t('price.kCoinsText')}</p>
        <dl className="price-costs">
          {KCOIN_COSTS.map(({ key, count }) => (
            <div key={key}>
              <dt>{t(`price.costs.${key}.what`)}</dt>
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
