import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../shared/ui/button-link';
import { AppPath } from '../../../shared/lib/app-paths';
import { useSeoPath } from '../../../shared/lib/use-seo-path';
import { InfoPage } from '../components/info-page';
import { landingValues } from '../landing-values';

/** Each topic of the help centre and the page that says more about it; every one is a public page. */
const TOPICS = [
  { key: 'start', to: AppPath.Register, isLocalized: false },
  { key: 'videos', to: AppPath.DigitalAvatar, isLocalized: true },
  { key: 'voices', to: AppPath.HomeVoiceClone, isLocalized: true },
  { key: 'recording', to: AppPath.VoiceCloneModelEssay, isLocalized: true },
  { key: 'filming', to: AppPath.VideoShootingSpecifications, isLocalized: true },
  { key: 'money', to: AppPath.Price, isLocalized: true },
  { key: 'api', to: AppPath.ApiDocs, isLocalized: true },
  { key: 'privacy', to: AppPath.PrivacyPolicy, isLocalized: true },
] as const;

/** SPEC 2 "help": the guides of the public site by topic, then the FAQ and the operator's contact. */
export default function HelpPage() {
  const { t, i18n } = useTranslation('info');
  const seoPath = useSeoPath();
  const values = landingValues(i18n.language);
  return (
    <InfoPage testId="info-help" eyebrow={t('help.eyebrow')} title={t('help.title')} intro={t('help.intro')}>
      <section className="site-section">
        <ul className="info-cards" data-testid="help-topics">
          {TOPICS.map(({ key, to, isLocalized }) => (
            <li key={key} data-testid={`help-topic-${key}`}>
              <h2>{t(`help.topics.${key}.title`)}</h2>
              <p>{t(`help.topics.${key}.text`, values)}</p>
              <Link to={isLocalized ? seoPath(to) : to}>{t(`help.topics.${key}.link`)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="site-cta">
        <h2>{t('help.moreTitle')}</h2>
        <div className="info-actions">
          <ButtonLink to={seoPath(AppPath.Faq)} look="primary" isLarge>
            {t('help.faq')}
          </ButtonLink>
          <ButtonLink to={seoPath(AppPath.Contact)} isLarge>
            {t('help.contact')}
          </ButtonLink>
        </div>
      </section>
    </InfoPage>
  );
}
