import { LOCALES, messages, type TLocale, type TMessageKey } from '@orator/contracts';
import enAccount from '../../locales/en/account.json';
import enAudioSubtitle from '../../locales/en/audioSubtitle.json';
import enSlides from '../../locales/en/slides.json';
import enBilling from '../../locales/en/billing.json';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enCreate from '../../locales/en/create.json';
import enDubbing from '../../locales/en/dubbing.json';
import enMeta from '../../locales/en/meta.json';
import enProjects from '../../locales/en/projects.json';
import enRewards from '../../locales/en/rewards.json';
import enShell from '../../locales/en/shell.json';
import enSite from '../../locales/en/site.json';
import enLanding from '../../locales/en/landing.json';
import enWorkbench from '../../locales/en/workbench.json';
import enVoices from '../../locales/en/voices.json';
import enVoiceClone from '../../locales/en/voiceClone.json';
import enAvatarClone from '../../locales/en/avatarClone.json';
import enVoiceChanger from '../../locales/en/voiceChanger.json';
import enVideoTranslation from '../../locales/en/videoTranslation.json';
import enCutout from '../../locales/en/cutout.json';
import enImageGenerator from '../../locales/en/imageGenerator.json';
import enAiModel from '../../locales/en/aiModel.json';
import enVideoGen from '../../locales/en/videoGen.json';
import enSubtitleRemover from '../../locales/en/subtitleRemover.json';
import enFaceSwap from '../../locales/en/faceSwap.json';
import ptAccount from '../../locales/pt/account.json';
import ptAudioSubtitle from '../../locales/pt/audioSubtitle.json';
import ptSlides from '../../locales/pt/slides.json';
import ptBilling from '../../locales/pt/billing.json';
import ptAuth from '../../locales/pt/auth.json';
import ptCommon from '../../locales/pt/common.json';
import ptCreate from '../../locales/pt/create.json';
import ptDubbing from '../../locales/pt/dubbing.json';
import ptMeta from '../../locales/pt/meta.json';
import ptProjects from '../../locales/pt/projects.json';
import ptRewards from '../../locales/pt/rewards.json';
import ptShell from '../../locales/pt/shell.json';
import ptSite from '../../locales/pt/site.json';
import ptLanding from '../../locales/pt/landing.json';
import ptWorkbench from '../../locales/pt/workbench.json';
import ptVoices from '../../locales/pt/voices.json';
import ptVoiceClone from '../../locales/pt/voiceClone.json';
import ptAvatarClone from '../../locales/pt/avatarClone.json';
import ptVoiceChanger from '../../locales/pt/voiceChanger.json';
import ptVideoTranslation from '../../locales/pt/videoTranslation.json';
import ptCutout from '../../locales/pt/cutout.json';
import ptImageGenerator from '../../locales/pt/imageGenerator.json';
import ptAiModel from '../../locales/pt/aiModel.json';
import ptVideoGen from '../../locales/pt/videoGen.json';
import ptSubtitleRemover from '../../locales/pt/subtitleRemover.json';
import ptFaceSwap from '../../locales/pt/faceSwap.json';
import zhAccount from '../../locales/zh/account.json';
import zhAudioSubtitle from '../../locales/zh/audioSubtitle.json';
import zhSlides from '../../locales/zh/slides.json';
import zhBilling from '../../locales/zh/billing.json';
import zhAuth from '../../locales/zh/auth.json';
import zhCommon from '../../locales/zh/common.json';
import zhCreate from '../../locales/zh/create.json';
import zhDubbing from '../../locales/zh/dubbing.json';
import zhMeta from '../../locales/zh/meta.json';
import zhProjects from '../../locales/zh/projects.json';
import zhRewards from '../../locales/zh/rewards.json';
import zhShell from '../../locales/zh/shell.json';
import zhSite from '../../locales/zh/site.json';
import zhLanding from '../../locales/zh/landing.json';
import zhWorkbench from '../../locales/zh/workbench.json';
import zhVoices from '../../locales/zh/voices.json';
import zhVoiceClone from '../../locales/zh/voiceClone.json';
import zhAvatarClone from '../../locales/zh/avatarClone.json';
import zhVoiceChanger from '../../locales/zh/voiceChanger.json';
import zhVideoTranslation from '../../locales/zh/videoTranslation.json';
import zhCutout from '../../locales/zh/cutout.json';
import zhImageGenerator from '../../locales/zh/imageGenerator.json';
import zhAiModel from '../../locales/zh/aiModel.json';
import zhVideoGen from '../../locales/zh/videoGen.json';
import zhSubtitleRemover from '../../locales/zh/subtitleRemover.json';
import zhFaceSwap from '../../locales/zh/faceSwap.json';

/**
 * The `messages` namespace is the contracts catalogue itself, so validation and server messages read
 * word for word as SPEC sections 5 and 8 give them, in the same words the API uses.
 */
function catalogueFor(locale: TLocale): Record<TMessageKey, string> {
  const entries = Object.entries(messages).map(([key, text]) => [key, text[locale]]);
  return Object.fromEntries(entries) as Record<TMessageKey, string>;
}

/** The app's own locale files, one JSON per namespace and locale. */
export const appResources = {
  en: {
    common: enCommon,
    meta: enMeta,
    shell: enShell,
    auth: enAuth,
    workbench: enWorkbench,
    voices: enVoices,
    voiceClone: enVoiceClone,
    avatarClone: enAvatarClone,
    voiceChanger: enVoiceChanger,
    account: enAccount,
    site: enSite,
    landing: enLanding,
    billing: enBilling,
    rewards: enRewards,
    projects: enProjects,
    create: enCreate,
    dubbing: enDubbing,
    audioSubtitle: enAudioSubtitle,
    slides: enSlides,
    videoTranslation: enVideoTranslation,
    cutout: enCutout,
    imageGenerator: enImageGenerator,
    aiModel: enAiModel,
    videoGen: enVideoGen,
    subtitleRemover: enSubtitleRemover,
    faceSwap: enFaceSwap,
  },
  zh: {
    common: zhCommon,
    meta: zhMeta,
    shell: zhShell,
    auth: zhAuth,
    workbench: zhWorkbench,
    voices: zhVoices,
    voiceClone: zhVoiceClone,
    avatarClone: zhAvatarClone,
    voiceChanger: zhVoiceChanger,
    account: zhAccount,
    site: zhSite,
    landing: zhLanding,
    billing: zhBilling,
    rewards: zhRewards,
    projects: zhProjects,
    create: zhCreate,
    dubbing: zhDubbing,
    audioSubtitle: zhAudioSubtitle,
    slides: zhSlides,
    videoTranslation: zhVideoTranslation,
    cutout: zhCutout,
    imageGenerator: zhImageGenerator,
    aiModel: zhAiModel,
    videoGen: zhVideoGen,
    subtitleRemover: zhSubtitleRemover,
    faceSwap: zhFaceSwap,
  },
  pt: {
    common: ptCommon,
    meta: ptMeta,
    shell: ptShell,
    auth: ptAuth,
    workbench: ptWorkbench,
    voices: ptVoices,
    voiceClone: ptVoiceClone,
    avatarClone: ptAvatarClone,
    voiceChanger: ptVoiceChanger,
    account: ptAccount,
    site: ptSite,
    landing: ptLanding,
    billing: ptBilling,
    rewards: ptRewards,
    projects: ptProjects,
    create: ptCreate,
    dubbing: ptDubbing,
    audioSubtitle: ptAudioSubtitle,
    slides: ptSlides,
    videoTranslation: ptVideoTranslation,
    cutout: ptCutout,
    imageGenerator: ptImageGenerator,
    aiModel: ptAiModel,
    videoGen: ptVideoGen,
    subtitleRemover: ptSubtitleRemover,
    faceSwap: ptFaceSwap,
  },
} satisfies Record<TLocale, Record<string, object>>;

export const resources = Object.fromEntries(
  LOCALES.map((locale) => [locale, { ...appResources[locale], messages: catalogueFor(locale) }]),
) as Record<TLocale, (typeof appResources)['en'] & { messages: Record<TMessageKey, string> }>;

export const NAMESPACES = [
  'common',
  'meta',
  'shell',
  'auth',
  'workbench',
  'account',
  'site',
  'landing',
  'billing',
  'rewards',
  'projects',
  'create',
  'dubbing',
  'audioSubtitle',
  'slides',
  'voices',
  'voiceClone',
  'avatarClone',
  'voiceChanger',
  'videoTranslation',
  'cutout',
  'imageGenerator',
  'aiModel',
  'videoGen',
  'subtitleRemover',
  'faceSwap',
  'messages',
] as const;
