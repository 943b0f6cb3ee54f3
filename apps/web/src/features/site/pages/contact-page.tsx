import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/ui/button-link';
import { useCatalogueSummary } from '../../../shared/catalogue/get-catalogue-summary';
import { AppPath } from '../../../shared/lib/app-paths';
import { useSeoPath } from '../../../shared/lib/use-seo-path';
import { InfoPage } from '../components/info-page';

/**
 * SPEC 2 "contact": the operator's address as the installation publishes it (CONTACT_EMAIL). Without one, the
 * page says so and points to the help pages instead of inventing an address.
 */
export default function ContactPage() {
  const { t } = useTranslation('info');
  const seoPath = useSeoPath();
  const { data: summary, isPending } = useCatalogueSummary();
  const email = summary?.contactEmail;
  return (
    <InfoPage
      testId="info-contact"
      eyebrow={t('contact.eyebrow')}
      title={t('contact.title')}
      intro={t('contact.intro')}
    >
      <section className="site-section">
        {email ? (
          <p className="info-contact" data-testid="contact-email">
            <span>{t('contact.emailLabel')}</span>
            <a href={`mailto:${email}`}>{email}</a>
          </p>
        ) : (
          !isPending && (
            <p className="info-text" data-testid="contact-none">
              {t('contact.noEmail')}
            </p>
          )
        )}
        <p className="info-text">{t('contact.report')}</p>
      </section>
      <section className="site-section">
        <p className="info-text">{t('contact.before')}</p>
        <div className="info-actions">
          <ButtonLink to={seoPath(AppPath.Help)}>{t('contact.help')}</ButtonLink>
          <ButtonLink to={seoPath(AppPath.Faq)}>{t('contact.faq')}</ButtonLink>
        </div>
      </section>
    </InfoPage>
  );
}
