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
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { useSeoPath } from '../../../shared/lib/use-seo-path';
import { StartLink } from '../components/start-link';
import './site-pages.css';

/** The product of SPEC 1 at a glance, with its catalogue sizes of SPEC 9. */
const FEATURES = [
  { key: 'avatarVideo', icon: VideoCameraOutlined },
  { key: 'talkingPhoto', icon: SmileOutlined },
  { key: 'voiceClone', icon: AudioOutlined },
  { key: 'dubbing', icon: SoundOutlined },
  { key: 'avatarClone', icon: UserSwitchOutlined },
  { key: 'marketingCopy', icon: EditOutlined },
  { key: 'imageTools', icon: PictureOutlined },
  { key: 'adTools', icon: AimOutlined },
] as const;

const FIGURES = ['avatars', 'voices', 'dubbing', 'cloneLanguages'] as const;
const AUDIENCES = ['marketers', 'advertisers', 'creators', 'sellers', 'educators', 'enterprises'] as const;

export default function HomePage() {
  const { t } = useTranslation('site');
  const seoPath = useSeoPath();
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
            <StartLink>
              <Button type="primary" size="large" data-testid="home-start">
                {t('home.start')}
              </Button>
            </StartLink>
            <Link to={seoPath(AppPath.Price)}>
              <Button size="large">{t('home.plans')}</Button>
            </Link>
          </div>
        </div>
        <ul className="home-figures">
          {FIGURES.map((figure) => (
            <li key={figure}>
              <strong>{t(`home.figures.${figure}.value`)}</strong>
              <span>{t(`home.figures.${figure}.label`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="site-section">
        <h2 className="site-section__title">{t('home.featuresTitle')}</h2>
        <div className="home-features">
          {FEATURES.map(({ key, icon: Icon }) => (
            <article key={key} className="home-feature">
              <span className="home-feature__icon">
                <Icon />
              </span>
              <h3>{t(`home.features.${key}.title`)}</h3>
              <p>{t(`home.features.${key}.text`)}</p>
            </article>
          ))}
        </div>
      </section>

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
        <StartLink>
          <Button type="primary" size="large">
            {t('home.start')}
          </Button>
        </StartLink>
      </section>
    </div>
  );
}
