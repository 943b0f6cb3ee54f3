import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OPEN_API_BASE, OpenApi, OpenApiV3 } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { useBrowserValue } from '../../../shared/lib/use-browser-value';
import { apiExamples } from './api-docs-examples';
import './api-docs-page.css';

type TGroup = 'account' | 'avatars' | 'voices' | 'backgrounds' | 'videos' | 'v3' | 'subtitles' | 'copy';

/**
 * V3's uploads of a portrait and of a clone video, served beside OpenApiV3; the server names them in
 * apps/server/src/modules/open-api/open-v3-upload-schemas.ts, and its test checks each is served.
 */
const V3_UPLOADS = [
  '/open/avatar/v3/uploadAvatar',
  '/open/avatar/v3/getUploadCustomAvatar',
  '/open/video/v3/uploadCloneVideo',
  '/open/video/v3/getUploadCloneVideoStatus',
];

/** The calls this installation serves (the server registers the same paths), grouped as the reference reads. */
const ENDPOINTS: { group: TGroup; paths: string[] }[] = [
  { group: 'account', paths: [OpenApi.userInfo, OpenApi.userInfoV3] },
  {
    group: 'avatars',
    paths: [
      OpenApi.avatarListV1,
      OpenApi.avatarListV2,
      OpenApi.uploadAvatar,
      OpenApi.uploadAvatarStatus,
      OpenApi.digitalHumanMsg,
      OpenApi.uploadCloneVideo,
      OpenApi.uploadCloneVideoStatus,
    ],
  },
  {
    group: 'voices',
    paths: [OpenApi.voiceListV1, OpenApi.voiceListV2, OpenApi.auditionV1, OpenApi.auditionV2, OpenApi.uploadVoice],
  },
  { group: 'backgrounds', paths: [OpenApi.backgroundListV2] },
  {
    group: 'videos',
    paths: [OpenApi.videoAddV1, OpenApi.videoAddV2, OpenApi.videoList, OpenApi.videoDetail, OpenApi.videoDelete],
  },
  {
    group: 'v3',
    paths: [
      OpenApiV3.avatarList,
      ...V3_UPLOADS,
      OpenApiV3.voiceLanguages,
      OpenApiV3.voiceList,
      OpenApiV3.textToSpeech,
      OpenApiV3.submitSystemLipTask,
      OpenApiV3.submitLipTask,
      OpenApiV3.lipVideoResult,
      OpenApiV3.videoList,
      OpenApiV3.videoDetail,
      OpenApiV3.emoList,
    ],
  },
  { group: 'subtitles', paths: [OpenApiV3.subtitleUpload, OpenApiV3.subtitleSubmit, OpenApiV3.subtitleResult] },
  { group: 'copy', paths: [OpenApi.copywritingStream] },
];
/** Every other call is a POST. */
const GET_PATHS = new Set<string>([OpenApi.userInfoV3, OpenApi.voiceListV1, OpenApiV3.voiceLanguages]);

/** SPEC 2 "API docs": how a program calls this installation, with the calls it serves and examples. */
export default function ApiDocsPage() {
  const { t } = useTranslation('site');
  // The address this installation is reached at; a prerendered page names the path alone until it hydrates.
  const base = `${useBrowserValue(() => window.location.origin, '')}${OPEN_API_BASE}`;
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
      {ENDPOINTS.map(({ group, paths }) => (
        <section key={group} data-testid={`api-docs-${group}`}>
          <h3>{t(`apiDocs.groups.${group}`)}</h3>
          <ul className="api-docs__calls">
            {paths.map((path) => (
              <li key={path}>
                <code>
                  {GET_PATHS.has(path) ? 'GET' : 'POST'} {OPEN_API_BASE}
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
          <h3 id={`api-docs-example-${language}`}>
            {{ curl: 'curl', typescript: 'TypeScript', python: 'Python' }[language]}
          </h3>
          {/* A long line scrolls sideways on a phone: the keyboard must reach it too (WCAG 2.1.1). */}
          <pre tabIndex={0} role="region" aria-labelledby={`api-docs-example-${language}`}>
            <code>{examples[language]}</code>
          </pre>
        </section>
      ))}
    </article>
  );
}
