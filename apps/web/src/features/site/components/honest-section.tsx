import { CloudServerOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** "What this installation does": the lines a page says truthfully about what runs here, already translated. */
export function HonestSection({ lines }: { lines: readonly string[] }) {
  const { t } = useTranslation('landing');
  return (
    <section className="site-section home-self-hosted" data-testid="landing-honest">
      <CloudServerOutlined className="home-self-hosted__icon" />
      <div>
        <h2 className="site-section__title">{t('common.honestTitle')}</h2>
        <ul className="landing-honest">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
