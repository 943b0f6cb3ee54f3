import { useTranslation } from 'react-i18next';
import { useCatalogueSummary } from '../../../shared/catalogue/get-catalogue-summary';
import { InfoPage } from '../components/info-page';
import { landingValues } from '../landing-values';

const QUESTIONS = ['kcoins', 'free', 'members', 'scripts', 'failed', 'catalogue', 'where', 'delete'] as const;

/**
 * SPEC 2 "FAQ". Prices and plan limits are the constants the server charges by; the catalogue's sizes are the
 * installation's own count, and until it arrives that answer names no number.
 */
export default function FaqPage() {
  const { t, i18n } = useTranslation('info');
  const { data: summary } = useCatalogueSummary();
  const number = new Intl.NumberFormat(i18n.language);
  const values = landingValues(i18n.language);
  const answer = (question: (typeof QUESTIONS)[number]) => {
    if (question !== 'catalogue') return t(`faq.items.${question}.a`, values);
    if (!summary) return t('faq.items.catalogue.aWithout');
    return t('faq.items.catalogue.a', {
      voices: number.format(summary.voices),
      voiceLanguages: number.format(summary.voiceLanguages),
      avatars: number.format(summary.avatars),
      cloneLanguages: number.format(summary.cloneLanguages),
    });
  };
  return (
    <InfoPage testId="info-faq" eyebrow={t('faq.eyebrow')} title={t('faq.title')} intro={t('faq.intro')}>
      <section className="site-section">
        <dl className="landing-faq" data-testid="faq-items">
          {QUESTIONS.map((question) => (
            <div key={question} data-testid={`faq-${question}`}>
              <dt>{t(`faq.items.${question}.q`)}</dt>
              <dd>{answer(question)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </InfoPage>
  );
}
