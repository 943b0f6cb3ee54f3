import { useTranslation } from 'react-i18next';
import { CatalogueFigures } from '../components/catalogue-figures';
import { InfoPage } from '../components/info-page';

const PARTS = ['what', 'selfHosted', 'honest'] as const;

/** SPEC 2 "about": what Orator is and how it runs, with this installation's own numbers. */
export default function AboutPage() {
  const { t } = useTranslation('info');
  return (
    <InfoPage testId="info-about" eyebrow={t('about.eyebrow')} title={t('about.title')} intro={t('about.intro')}>
      <section className="site-section info-text">
        {PARTS.map((part) => (
          <div key={part}>
            <h2>{t(`about.${part}Title`)}</h2>
            <p>{t(`about.${part}`)}</p>
          </div>
        ))}
      </section>
      <section className="site-section">
        <h2 className="site-section__title">{t('about.figuresTitle')}</h2>
        <CatalogueFigures figures={['avatars', 'voices', 'voiceLanguages', 'cloneLanguages']} />
      </section>
    </InfoPage>
  );
}
