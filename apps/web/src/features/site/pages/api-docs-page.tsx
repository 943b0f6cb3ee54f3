import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OPEN_API_BASE, OpenApi, OpenApiV3 } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { apiExamples } from './api-docs-examples';
import './api-docs-page.css';

type TGroup = 'account' | 'avatars' | 'voices' | 'backgrounds' | 'videos' | 'v3' | 'subtitles';

/** The calls this installation serves (the server registers the same paths), grouped as the reference reads. */
const ENDPOINTS: { group: TGroup; calls: { method: 'GET' | 'POST'; path: string }[] }[] = [
  {
    group: 'account',
    calls: [
      { method: 'POST', path: OpenApi.userInfo },
      { method: 'GET', path: OpenApi.userInfoV3 },
    ],
  },
  {
    group: 'avatars',
    calls: [
      { method: 'POST', path: OpenApi.avatarListV1 },
      { method: 'POST', path: OpenApi.avatarListV2 },
      { method: 'POST', path: OpenApi.uploadAvatar },
      { method: 'POST', path: OpenApi.uploadAvatarStatus },
      { method: 'POST', path: OpenApi.digitalHumanMsg },
    ],
  },
  {
    group: 'voices',
    calls: [
      { method: 'GET', path: OpenApi.voiceListV1 },
      { method: 'POST', path: OpenApi.voiceListV2 },
      { method: 'POST', path: OpenApi.auditionV1 },
      { method: 'POST', path: OpenApi.auditionV2 },
      { method: 'POST', path: OpenApi.uploadVoice },
    ],
  },
  { group: 'backgrounds', calls: [{ method: 'POST', path: OpenApi.backgroundListV2 }] },
  {
    group: 'videos',
    calls: [
      { method: 'POST', path: OpenApi.videoAddV1 },
      { method: 'POST', path: OpenApi.videoAddV2 },
      { method: 'POST', path: OpenApi.videoList },
      { method: 'POST', path: OpenApi.videoDetail },
      { method: 'POST', path: OpenApi.videoDelete },
    ],
  },
  {
    group: 'v3',
    calls: [
      { method: 'POST', path: OpenApiV3.avatarList },
      { method: 'GET', path: OpenApiV3.voiceLanguages },
      { method: 'POST', path: OpenApiV3.voiceList },
      { method: 'POST', path: OpenApiV3.textToSpeech },
      { method: 'POST', path: OpenApiV3.submitSystemLipTask },
      { method: 'POST', path: OpenApiV3.lipVideoResult },
      { method: 'POST', path: OpenApiV3.videoList },
      { method: 'POST', path: OpenApiV3.videoDetail },
      { method: 'POST', path: OpenApiV3.emoList },
    ],
  },
  {
    group: 'subtitles',
    calls: [
      { method: 'POST', path: OpenApiV3.subtitleUpload },
      { method: 'POST', path: OpenApiV3.subtitleSubmit },
      { method: 'POST', path: OpenApiV3.subtitleResult },
    ],
  },
];

/** SPEC 2 "API docs": how a program calls this installation, with the calls it serves and examples. */
export default function ApiDocsPage() {
  const { t } = useTranslation('site');
  const base = `${window.location.origin}${OPEN_API_BASE}`;
  const examples = apiExamples(base);
  return (
    <article className="api-docs" data-testid="api-docs">
      <h1>{t('apiDocs.title')}</h1>
      <p>{t('apiDocs.intro')}</p>
      <p>
        {t('apiDocs.baseLabel')}: <code data-testid="api-docs-base">{base}</code>
      </p>
      <p className="api-docs__links">
        <Link to={AppPath.ApiSetting}>{t('apiDocs.settingsLink')}</Link>
        <a href={`${OPEN_API_BASE}/openapi.json`} data-testid="api-docs-openapi">
          {t('apiDocs.documentLink')}
        </a>
      </p>
      <h2>{t('apiDocs.conventionsTitle')}</h2>
      <ul>
        {(t('apiDocs.conventions', { returnObjects: true }) as string[]).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h2>{t('apiDocs.endpointsTitle')}</h2>
      {ENDPOINTS.map(({ group, calls }) => (
        <section key={group} data-testid={`api-docs-${group}`}>
          <h3>{t(`apiDocs.groups.${group}`)}</h3>
          <ul className="api-docs__calls">
            {calls.map(({ method, path }) => (
              <li key={`${method} ${path}`}>
                <code>
                  {method} {OPEN_API_BASE}
                  {path}
                </code>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <h2>{t('apiDocs.examplesTitle')}</h2>
      <p>{t('apiDocs.examplesIntro')}</p>
      {(['curl', 'typescript', 'python'] as const).map((language) => (
        <section key={language} data-testid={`api-docs-example-${language}`}>
          <h3>{{ curl: 'curl', typescript: 'TypeScript', python: 'Python' }[language]}</h3>
          <pre>
            <code>{examples[language]}</code>
          </pre>
        </section>
      ))}
    </article>
  );
}
