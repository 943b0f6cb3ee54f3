import {
  FEATURE_KEYS,
  FEATURE_REGISTRY,
  toolsInstead,
  type TFeatureKey,
  type TFeatureStatus,
  type TToolKey,
} from '@orator/contracts';
import { AppPath } from './app-paths';
import { withoutSeoPrefix } from './seo-locale';

/**
 * Where each tool of the feature registry (contracts features.ts) opens: its workbench card, its sidebar
 * item and the links offered in its place lead here. Voice changer and subtitles have no screen of their own
 * in SPEC 2; they are tabs of the dubbing screen.
 */
export const TOOL_ENTRY: Record<TToolKey, string> = {
  avatarVideo: AppPath.Create,
  slidesVideo: AppPath.PptCreate,
  talkingPhoto: `${AppPath.Create}?tab=talkingPhoto`,
  urlToVideo: AppPath.UrlToVideo,
  templates: AppPath.Template,
  imageToVideo: AppPath.AiCharacterGeneration,
  textToVideo: AppPath.AiVideoGen,
  dubbing: AppPath.Dubbing,
  voiceClone: AppPath.VoiceClone,
  voices: AppPath.Voices,
  voiceChanger: `${AppPath.Dubbing}?tab=voiceChanger`,
  subtitleExtraction: `${AppPath.Dubbing}?tab=audioToSubtitle`,
  avatars: AppPath.Avatars,
  avatarClone: AppPath.DigitalHumanClone,
  fastClone: AppPath.FastClone,
  aiModel: AppPath.RealLifeModel,
  cutout: AppPath.Cutout,
  imageGenerator: AppPath.ImageGenerator,
  faceSwap: AppPath.VideoFaceSwap,
  subtitleRemover: AppPath.VideoSubtitleRemover,
  marketingCopy: AppPath.Marketing,
  shoppingGuide: AppPath.SmartShopping,
  adAvatar: AppPath.TiktokAvatar,
  videoTranslation: AppPath.AiVideoTranslation,
  videoGenerator: AppPath.TiktokVideoGenerator,
  fixVideo: AppPath.TiktokFixVideo,
  creativeDiagnosis: AppPath.TiktokCreativeDiagnosis,
  scriptTool: AppPath.TiktokScript,
  darkWatermark: AppPath.DarkWatermark,
};

/** Every screen of SPEC 2 under the feature it belongs to; a path names a screen and what lies below it. */
const FEATURE_SCREENS: Record<TFeatureKey, readonly string[]> = {
  avatarVideo: [AppPath.Create],
  slidesVideo: [AppPath.PptCreate],
  talkingPhoto: [],
  urlToVideo: [AppPath.UrlToVideo],
  templates: [AppPath.Template],
  imageToVideo: [AppPath.AiCharacterGeneration],
  textToVideo: [AppPath.AiVideoGen],
  dubbing: [AppPath.Dubbing],
  voiceClone: [AppPath.VoiceClone, AppPath.InstantVoiceClone, AppPath.ProVoiceClone, AppPath.AdminVoiceClones],
  voices: [AppPath.Voices],
  voiceChanger: [],
  subtitleExtraction: [],
  /** /avatars lists the user's avatar clones meanwhile (#14); the library of every avatar is not built yet. */
  avatars: [],
  avatarClone: [
    AppPath.DigitalHumanClone,
    AppPath.DigitalHumanCloneCamel,
    AppPath.Avatars,
    AppPath.AvatarsClone2,
    AppPath.AdminAvatarClones,
    AppPath.VideoShootingSpecifications,
  ],
  fastClone: [AppPath.FastClone, AppPath.FastCloneUpload, AppPath.FastCloneSuccess],
  aiModel: [AppPath.RealLifeModel],
  cutout: [AppPath.Cutout],
  imageGenerator: [AppPath.ImageGenerator],
  faceSwap: [AppPath.VideoFaceSwap],
  subtitleRemover: [AppPath.VideoSubtitleRemover],
  marketingCopy: [AppPath.Marketing],
  /** SmartShopping is the public page about the guide (featurePages); the guide's own screens are not built. */
  shoppingGuide: [],
  adAvatar: [AppPath.TiktokAvatar, AppPath.MyTiktokAvatar],
  videoTranslation: [AppPath.AiVideoTranslation],
  videoGenerator: [AppPath.TiktokVideoGenerator],
  fixVideo: [AppPath.TiktokFixVideo],
  creativeDiagnosis: [AppPath.TiktokCreativeDiagnosis],
  scriptTool: [AppPath.TiktokScript],
  darkWatermark: [AppPath.DarkWatermark],
  workbench: [AppPath.Workbench],
  account: [AppPath.UserCenter, AppPath.ApiSetting, AppPath.ApiSettingKebab],
  projects: [AppPath.My, AppPath.DigitalDetail, AppPath.DigitalDetailKebab, AppPath.ShareVideo],
  billing: [AppPath.Trade, AppPath.Recharge, AppPath.Interests, AppPath.Price],
  rewards: [AppPath.Rewards],
  site: [
    AppPath.Home,
    AppPath.PrivacyPolicy,
    AppPath.ApiDocs,
    AppPath.ServiceTerms,
    AppPath.Login,
    AppPath.Register,
    AppPath.Forget,
    AppPath.Help,
    AppPath.Faq,
    AppPath.Blog,
    AppPath.About,
    AppPath.Contact,
    AppPath.SafetyEthics,
    AppPath.Affiliate,
  ],
  featurePages: [
    AppPath.HomeModel,
    AppPath.ModelCustom,
    AppPath.ModelVirtualTryOn,
    AppPath.HomeImageClone,
    AppPath.HomeVideoFaceSwap,
    AppPath.HomeVoiceClone,
    AppPath.VoiceCloneModelEssay,
    AppPath.ShareNewYearVideo,
    AppPath.LiveStreaming,
    AppPath.Quantity,
    AppPath.SmartShopping,
    AppPath.DigitalAvatar,
    AppPath.DigitalPptCreation,
    AppPath.TalkingPhoto,
    AppPath.HomeUrlToVideo,
    AppPath.MoreVoice,
    AppPath.MoreAvatar,
    AppPath.Translator,
  ],
};

/** The feature a path of the app shows (SEO language prefix or not), if the registry knows it. */
export function featureOfPath(pathname: string): TFeatureKey | undefined {
  const path = withoutSeoPrefix(pathname);
  return FEATURE_KEYS.find((key) =>
    FEATURE_SCREENS[key].some((screen) => path === screen || path.startsWith(`${screen}/`)),
  );
}

/** What the app says of a feature: that it works, or when it is planned and what to use meanwhile. */
export type TFeatureView =
  | { key: TFeatureKey; isAvailable: true }
  | {
      key: TFeatureKey;
      isAvailable: false;
      planned: Exclude<TFeatureStatus, 'available'>;
      instead: { key: TToolKey; to: string }[];
    };

export function featureView(key: TFeatureKey): TFeatureView {
  const { status } = FEATURE_REGISTRY[key];
  if (status === 'available') return { key, isAvailable: true };
  return {
    key,
    isAvailable: false,
    planned: status,
    instead: toolsInstead(key).map((tool) => ({ key: tool, to: TOOL_ENTRY[tool] })),
  };
}

/** What the app says of the screen at a path, if the registry knows it. */
export function screenView(pathname: string): TFeatureView | undefined {
  const feature = featureOfPath(pathname);
  return feature && featureView(feature);
}
