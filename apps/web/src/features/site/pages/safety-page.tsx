import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/ui/button-link';
import { AppPath } from '../../../shared/lib/app-paths';
import { useSeoPath } from '../../../shared/lib/use-seo-path';
import { InfoPage } from '../components/info-page';

/** What the product enforces, each backed by a check in the server (docs/public-pages.md names them). */
const RULES = ['consent', 'review', 'words', 'people', 'watermark', 'samples'] as const;

/** SPEC 2 "safety and ethics": consent, review, refused words and prompts, the watermark. */
export default function SafetyPage() {
  const { t } = useTranslation('info');
  const seoPath = useSeoPath();
  return (
    <InfoPage testId="info-safety" eyebrow={t('safety.eyebrow')} title={t('safety.title')} intro={t('safety.intro')}>
      <section className="site-section">
        <ul className="info-cards" data-testid="safety-rules">
          {RULES.map((rule) => (
            <li key={rule} data-testid={`safety-${rule}`}>
              <h2>{t(`safety.items.${rule}.title`)}</h2>
              <p>{t(`safety.items.${rule}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="site-cta">
        <h2>{t('safety.reportTitle')}</h2>
        <p>{t('safety.report')}</p>
        <ButtonLink to={seoPath(AppPath.Contact)} look="primary" isLarge>
          {t('safety.contact')}
        </ButtonLink>
      </section>
    </InfoPage>
  );
}
