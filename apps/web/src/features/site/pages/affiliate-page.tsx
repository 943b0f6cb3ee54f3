import { useTranslation } from 'react-i18next';
import { AppPath } from '../../../shared/lib/app-paths';
import { InfoPage } from '../components/info-page';
import { ToolLink } from '../components/tool-link';
import { landingValues } from '../landing-values';

const REWARDS = ['invite', 'share', 'profile', 'comment'] as const;

/** SPEC 2 "affiliate and referral rewards": the rewards page's own rules (REWARD_KCOINS, AFFILIATE_SHARE). */
export default function AffiliatePage() {
  const { t, i18n } = useTranslation('info');
  const values = landingValues(i18n.language);
  return (
    <InfoPage
      testId="info-affiliate"
      eyebrow={t('affiliate.eyebrow')}
      title={t('affiliate.title')}
      intro={t('affiliate.intro')}
    >
      <section className="site-section">
        <ul className="info-cards" data-testid="affiliate-rewards">
          {REWARDS.map((reward) => (
            <li key={reward} data-testid={`affiliate-${reward}`}>
              <h2>{t(`affiliate.items.${reward}.title`)}</h2>
              <p>{t(`affiliate.items.${reward}.text`, values)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="site-cta">
        <h2>{t('affiliate.howTitle')}</h2>
        <p>{t('affiliate.how')}</p>
        <ToolLink to={AppPath.Rewards} look="primary" isLarge testId="affiliate-start">
          {t('affiliate.start')}
        </ToolLink>
      </section>
    </InfoPage>
  );
}
