import { useTranslation } from 'react-i18next';
import { isFeatureAvailable, type TToolKey } from '@orator/contracts';
import type { resources } from '../../../shared/i18n/resources';
import { TOOL_ENTRY } from '../../../shared/lib/feature-screens';
import { ComingSoonTag } from '../../../shared/ui/coming-soon-tag';
import { landingValues } from '../landing-values';
import { CatalogueFigures, type TCatalogueFigure } from './catalogue-figures';
import { ToolLink } from './tool-link';
import '../pages/site-pages.css';
import './feature-landing-page.css';
import { HonestSection } from './honest-section';

/** A page's texts in the `coming` part of the `landing` namespace: the same keys for every such page. */
export type TComingPageKey = keyof (typeof resources)['en']['landing']['coming'];

export interface TComingFeaturePageProps {
  page: TComingPageKey;
  /** The tools that do part of the job today, each with the texts of `today.<key>`, best first. */
  today: readonly { key: 't1' | 't2' | 't3'; tool: TToolKey }[];
  figures?: readonly TCatalogueFigure[];
}

const HONEST = ['h1', 'h2'] as const;

/**
 * The public page of a feature this installation does not have yet (contracts features.ts): what it will be,
 * said plainly as not here yet, and what the installation does today instead, with the way into those tools.
 * It never offers a button into a tool that does not work.
 */
export function ComingFeaturePage({ page, today, figures }: TComingFeaturePageProps) {
  const { t, i18n } = useTranslation('landing');
  const values = landingValues(i18n.language);
  const built = today.filter(({ tool }) => isFeatureAvailable(tool));
  const [first] = built;
  const startButton = (testId?: string) =>
    first && (
      <ToolLink to={TOOL_ENTRY[first.tool]} look="primary" isLarge testId={testId}>
        {t(`coming.${page}.start`)}
      </ToolLink>
    );
  return (
    <div className="site-page landing-page" data-testid={`landing-${page}`}>
      <section className="landing-hero">
        <div className="landing-hero__text">
          <p className="home-hero__eyebrow">{t(`coming.${page}.eyebrow`)}</p>
          <h1 className="home-hero__headline" data-testid="landing-title">
            {t(`coming.${page}.title`)}
          </h1>
          <p className="home-hero__body">{t(`coming.${page}.promise`, values)}</p>
          <p className="landing-not-yet" data-testid="landing-not-yet">
            <ComingSoonTag />
            {t(`coming.${page}.notYet`, values)}
          </p>
          <div className="home-hero__actions">{startButton('landing-start')}</div>
        </div>
        {figures && (
          <div className="landing-hero__art">
            <CatalogueFigures figures={figures} />
          </div>
        )}
      </section>

      <section className="site-section" data-testid="landing-today">
        <h2 className="site-section__title">{t('common.todayTitle')}</h2>
        <div className="landing-panel landing-panel--three">
          {built.map(({ key, tool }) => (
            <div key={key} data-testid={`landing-today-${key}`}>
              <h3>{t(`coming.${page}.today.${key}.title`, values)}</h3>
              <p>{t(`coming.${page}.today.${key}.text`, values)}</p>
              <ToolLink to={TOOL_ENTRY[tool]}>{t(`coming.${page}.today.${key}.open`)}</ToolLink>
            </div>
          ))}
        </div>
      </section>

      <HonestSection lines={HONEST.map((line) => t(`coming.${page}.honest.${line}`, values))} />

      <section className="site-cta">
        <h2>{t(`coming.${page}.title`)}</h2>
        {startButton()}
      </section>
    </div>
  );
}
