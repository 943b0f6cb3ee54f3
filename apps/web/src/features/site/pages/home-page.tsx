import type { ComponentType } from 'react';
import {
  AimOutlined,
  AudioOutlined,
  CloudServerOutlined,
  EditOutlined,
  PictureOutlined,
  SmileOutlined,
  SoundOutlined,
  UserSwitchOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isFeatureAvailable, type TCatalogueSummary, type TToolKey } from '@orator/contracts';
import { useCatalogueSummary } from '../../../shared/catalogue/get-catalogue-summary';
import { AppPath } from '../../../shared/lib/app-paths';
import { useSeoPath } from '../../../shared/lib/use-seo-path';
import { ButtonLink } from '../../../shared/ui/button-link';
import { ComingSoonTag } from '../../../shared/ui/coming-soon-tag';
import { ShowcaseExamples } from '../components/showcase-examples';
import { StartLink } from '../components/start-link';
import './site-pages.css';

/**
 * The product of SPEC 1 at a glance. A card is ready when every tool it names is built (contracts features.ts);
 * the others say they are coming.
 */
const FEATURES = [
  { key: 'avatarVideo', icon: VideoCameraOutlined, tools: ['avatarVideo'] },
  { key: 'talkingPhoto', icon: SmileOutlined, tools: ['talkingPhoto'] },
  { key: 'voiceClone', icon: AudioOutlined, tools: ['voiceClone'] },
  { key: 'dubbing', icon: SoundOutlined, tools: ['dubbing'] },
  { key: 'avatarClone', icon: UserSwitchOutlined, tools: ['avatarClone', 'fastClone'] },
  { key: 'marketingCopy', icon: EditOutlined, tools: ['marketingCopy'] },
  {
    key: 'imageTools',
    icon: PictureOutlined,
    tools: ['cutout', 'imageGenerator', 'aiModel', 'faceSwap', 'subtitleRemover'],
  },
  { key: 'adTools', icon: AimOutlined, tools: ['videoTranslation', 'videoGenerator', 'fixVideo', 'creativeDiagnosis'] },
] as const satisfies readonly { key: string; icon: ComponentType; tools: readonly TToolKey[] }[];

const isReady = (feature: (typeof FEATURES)[number]) => feature.tools.every((tool) => isFeatureAvailable(tool));

/** The catalogue sizes of SPEC 1, as this installation has them. */
const FIGURES = {
  avatars: (summary: TCatalogueSummary) => summary.avatars,
  voices: (summary: TCatalogueSummary) => summary.voices,
  dubbing: (summary: TCatalogueSummary) => summary.voiceLanguages,
  cloneLanguages: (summary: TCatalogueSummary) => summary.cloneLanguages,
} as const;

/** The feature texts that name a number of the catalogue. */
const FEATURE_COUNTS = {
  voiceClone: (summary: TCatalogueSummary) => summary.cloneLanguages,
  dubbing: (summary: TCatalogueSummary) => summary.voiceLanguages,
} as const;
type TFeatureKey = (typeof FEATURES)[number]['key'];
const isCounted = (key: TFeatureKey): key is keyof typeof FEATURE_COUNTS => key in FEATURE_COUNTS;

/** What this installation made of itself: a presenter, a talking photo and a voice, in the visitor's language. */
const HOME_EXAMPLES = ['avatarVideo', 'talkingPhoto', 'voiceSample'] as const;

const AUDIENCES = ['marketers', 'advertisers', 'creators', 'sellers', 'educators', 'enterprises'] as const;

export default function HomePage() {
  const { t, i18n } = useTranslation('site');
  const seoPath = useSeoPath();
  const { data: summary } = useCatalogueSummary();
  const number = new Intl.NumberFormat(i18n.language);
  const featureText = (key: TFeatureKey) =>
    summary && isCounted(key)
      ? t(`home.features.${key}.textCount`, { count: FEATURE_COUNTS[key](summary) })
      : t(`home.features.${key}.text`);
  return (
    <div className="site-page">
      <section className="home-hero">
        <div className="home-hero__text">
          <p className="home-hero__eyebrow">{t('home.eyebrow')}</p>
          <h1 className="home-hero__headline" data-testid="home-headline">
            {t('home.headline')}
          </h1>
          <p className="home-hero__body">{t('home.body')}</p>
          <div className="home-hero__actions">
            <StartLink look="primary" isLarge testId="home-start">
              {t('home.start')}
            </StartLink>
            <ButtonLink to={seoPath(AppPath.Price)} isLarge>
              {t('home.plans')}
            </ButtonLink>
          </div>
        </div>
        <ul className="home-figures" data-testid="home-figures">
          {(Object.keys(FIGURES) as (keyof typeof FIGURES)[]).map((figure) => {
            // Until the installation's numbers arrive (or if they never do), a figure shows no number at all.
            const count = summary && FIGURES[figure](summary);
            return (
              <li key={figure} data-testid={`home-figure-${figure}`}>
                {count === undefined ? (
                  <>
                    {/* The number's line, kept empty: the figure does not grow when its number arrives. */}
                    <strong aria-hidden="true" />
                    <span>{t(`home.figures.${figure}.name`)}</span>
                  </>
                ) : (
                  <>
                    <strong>{number.format(count)}</strong>
                    <span>{t(`home.figures.${figure}.label`, { count })}</span>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className="site-section">
        <h2 className="site-section__title">{t('home.featuresTitle')}</h2>
        <div className="home-features">
          {[...FEATURES.filter(isReady), ...FEATURES.filter((feature) => !isReady(feature))].map((feature) => {
            const Icon = feature.icon;
            return (
              <article
                key={feature.key}
                className={isReady(feature) ? 'home-feature' : 'home-feature home-feature--soon'}
                data-testid={`home-feature-${feature.key}`}
              >
                <span className="home-feature__icon">
                  <Icon />
                </span>
                <h3>
                  {t(`home.features.${feature.key}.title`)}
                  {!isReady(feature) && <ComingSoonTag testId={`home-feature-${feature.key}-soon`} />}
                </h3>
                <p>{featureText(feature.key)}</p>
              </article>
            );
          })}
        </div>
      </section>

      {/* After the features: the examples arrive after the page is drawn, and push down nothing above the fold. */}
      <ShowcaseExamples kinds={HOME_EXAMPLES} languages="visitor" />

      <section className="site-section">
        <h2 className="site-section__title">{t('home.audiencesTitle')}</h2>
        <ul className="home-audiences">
          {AUDIENCES.map((audience) => (
            <li key={audience}>{t(`home.audiences.${audience}`)}</li>
          ))}
        </ul>
      </section>

      <section className="site-section home-self-hosted">
        <CloudServerOutlined className="home-self-hosted__icon" />
        <div>
          <h2 className="site-section__title">{t('home.selfHostedTitle')}</h2>
          <p>{t('home.selfHostedText')}</p>
        </div>
      </section>

      <section className="site-cta">
        <h2>{t('home.ctaTitle')}</h2>
        <StartLink look="primary" isLarge>
          {t('home.start')}
        </StartLink>
      </section>
    </div>
  );
}
