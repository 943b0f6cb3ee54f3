import type { ReactNode } from 'react';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { resources } from '../../../shared/i18n/resources';
import { AppPath } from '../../../shared/lib/app-paths';
import { useSeoPath } from '../../../shared/lib/use-seo-path';
import { CURRENCY } from '@orator/contracts';
import { formatCents } from '../../../shared/lib/checkout';
import {
  LANDING_CASH_PRICES,
  LANDING_PLAN_FACTS,
  LANDING_PRICES,
  landingValues,
  type TLandingPriceKey,
} from '../landing-values';
import { CatalogueFigures, type TCatalogueFigure } from './catalogue-figures';
import { ShowcaseExamples, type TShowcaseChoice } from './showcase-examples';
import { ToolLink } from './tool-link';
import '../pages/site-pages.css';
import './feature-landing-page.css';
import { HonestSection } from './honest-section';

/** A page's texts in the `landing` namespace: every feature page has the same sections, so the same keys. */
export type TLandingPageKey = Exclude<keyof (typeof resources)['en']['landing'], 'common' | 'coming'>;
type TLandingTexts = (typeof resources)['en']['landing'];
/** Pages whose hero is a picture, described for those who cannot see it. */
type TPicturePageKey = {
  [K in TLandingPageKey]: 'artAlt' extends keyof TLandingTexts[K] ? K : never;
}[TLandingPageKey];

/**
 * The hero's right side: a picture (drawn, or one the installation serves publicly), or, for pages about the
 * catalogue, its numbers.
 */
type THero =
  | { page: TPicturePageKey; art: ReactNode; figures?: undefined }
  | { page: TLandingPageKey; figures: readonly TCatalogueFigure[]; art?: undefined };

function LandingHeroArt(hero: THero) {
  const { t } = useTranslation('landing');
  if (hero.figures !== undefined) {
    return (
      <div className="landing-hero__art">
        <CatalogueFigures figures={hero.figures} />
      </div>
    );
  }
  return (
    <div className="landing-hero__art" role="img" aria-label={t(`${hero.page}.artAlt`)}>
      {hero.art}
    </div>
  );
}

const STEPS = ['s1', 's2', 's3'] as const;
const GETS = ['g1', 'g2', 'g3', 'g4'] as const;
const HONEST = ['h1', 'h2', 'h3'] as const;
const FAQ = ['q1', 'q2', 'q3', 'q4'] as const;

export type TFeatureLandingPageProps = THero & {
  /** The tool the page presents: where its buttons lead. */
  tool: string;
  prices: readonly TLandingPriceKey[];
  /** Links beside the start button: another way in, the page that says more. */
  moreActions?: ReactNode;
  /** Sections only this page has, shown after what the visitor gets. */
  children?: ReactNode;
  /**
   * Examples this installation made of itself, shown after what the visitor gets when it has some: they arrive after
   * the page is drawn, and there they push down nothing a visitor is reading (docs/decisions.md).
   */
  showcase?: TShowcaseChoice;
};

/**
 * A public introduction of a tool (SPEC 2 public pages): what it does, how, what it costs and what this
 * installation really does, with the way into the tool. Prices and limits are the ones the server applies.
 */
export function FeatureLandingPage({
  tool,
  prices,
  moreActions,
  children,
  showcase,
  ...hero
}: TFeatureLandingPageProps) {
  const { page } = hero;
  const { t, i18n } = useTranslation('landing');
  const seoPath = useSeoPath();
  const values = landingValues(i18n.language);
  const priceOf = (key: TLandingPriceKey) =>
    key in LANDING_CASH_PRICES
      ? formatCents(LANDING_CASH_PRICES[key as keyof typeof LANDING_CASH_PRICES], CURRENCY, i18n.language)
      : t('common.kcoins', { count: LANDING_PRICES[key as keyof typeof LANDING_PRICES] });
  const startButton = (testId?: string) => (
    <ToolLink to={tool} look="primary" isLarge testId={testId}>
      {t(`${page}.start`)}
    </ToolLink>
  );
  return (
    <div className="site-page landing-page" data-testid={`landing-${page}`}>
      <section className="landing-hero">
        <div className="landing-hero__text">
          <p className="home-hero__eyebrow">{t(`${page}.eyebrow`)}</p>
          <h1 className="home-hero__headline" data-testid="landing-title">
            {t(`${page}.title`)}
          </h1>
          <p className="home-hero__body">{t(`${page}.promise`, values)}</p>
          <div className="home-hero__actions">
            {startButton('landing-start')}
            {moreActions}
          </div>
        </div>
        <LandingHeroArt {...hero} />
      </section>

      <section className="site-section" data-testid="landing-how">
        <h2 className="site-section__title">{t('common.howTitle')}</h2>
        <ol className="landing-steps">
          {STEPS.map((step, index) => (
            <li key={step} className="landing-step">
              <span className="landing-step__number">{t('common.step', { number: index + 1 })}</span>
              <h3>{t(`${page}.steps.${step}.title`, values)}</h3>
              <p>{t(`${page}.steps.${step}.text`, values)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="site-section" data-testid="landing-get">
        <h2 className="site-section__title">{t('common.getTitle')}</h2>
        <ul className="landing-gets">
          {GETS.map((get) => (
            <li key={get}>
              <CheckOutlined />
              {t(`${page}.gets.${get}`, values)}
            </li>
          ))}
        </ul>
      </section>

      {showcase && <ShowcaseExamples {...showcase} />}

      {children}

      <section className="site-section" data-testid="landing-price">
        <h2 className="site-section__title">{t('common.priceTitle')}</h2>
        <dl className="price-costs landing-prices">
          {prices.map((key) => (
            <div key={key} data-testid={`landing-price-${key}`}>
              <dt>{t(`common.prices.${key}.what`)}</dt>
              <dd>
                <strong>{priceOf(key)}</strong>
                <span>{t(`common.prices.${key}.unit`, values)}</span>
              </dd>
            </div>
          ))}
        </dl>
        <ul className="price-notes">
          {LANDING_PLAN_FACTS.freeUses > 0 && (
            <li>{t('common.notes.freeUses', { count: LANDING_PLAN_FACTS.freeUses })}</li>
          )}
          {prices.includes('cutout') && LANDING_PLAN_FACTS.isCutoutUnlimitedForMembers && (
            <li>{t('common.notes.unlimitedCutout')}</li>
          )}
          <li>{t('common.notes.discount', { percent: LANDING_PLAN_FACTS.memberDiscountPercent })}</li>
          <li>{t('common.notes.noCharge')}</li>
        </ul>
        <Link className="landing-plans-link" to={seoPath(AppPath.Price)}>
          {t('common.seePlans')}
        </Link>
      </section>

      <HonestSection lines={HONEST.map((line) => t(`${page}.honest.${line}`, values))} />

      <section className="site-section" data-testid="landing-faq">
        <h2 className="site-section__title">{t('common.faqTitle')}</h2>
        <dl className="landing-faq">
          {FAQ.map((question) => (
            <div key={question}>
              <dt>{t(`${page}.faq.${question}.q`, values)}</dt>
              <dd>{t(`${page}.faq.${question}.a`, values)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="site-cta">
        <h2>{t(`${page}.title`)}</h2>
        {startButton()}
      </section>
    </div>
  );
}
