import type { ComponentType } from 'react';
import { isFeatureAvailable } from '@orator/contracts';
import { accountPages } from '../../features/account';
import { authPages } from '../../features/auth';
import { avatarClonePages } from '../../features/avatar-clone';
import { billingPages } from '../../features/billing';
import { cutoutPages } from '../../features/cutout';
import { marketingPages } from '../../features/marketing';
import { imageGeneratorPages } from '../../features/image-generator';
import { projectsPages } from '../../features/projects';
import { rewardsPages } from '../../features/rewards';
import { BLOG_POSTS, blogPostPath, sitePages } from '../../features/site';
import { subtitleRemoverPages } from '../../features/subtitle-remover';
import { voiceClonePages } from '../../features/voice-clone';
import { workbenchPages } from '../../features/workbench';
import { AppPath } from '../../shared/lib/app-paths';
import { SEO_PREFIXED_LOCALES, seoLocalePrefix, seoLocalizedPath } from '../../shared/lib/seo-locale';
import type { TLeaveRule } from '../navigation/leave-rule';
import type { TRouteMetaName, TScreenTraits } from './route-handle';

/** Loaded on first visit, so each page and layout is its own chunk. */
type TLazyComponent = () => Promise<{ default: ComponentType }>;

/** A screen: a path the guard judges and, unless it only redirects, the page it shows. */
export interface TScreenRoute extends TScreenTraits {
  /** The route's name in SPEC 2. */
  name: string;
  /** Relative to the /ai basename. */
  path: string;
  /** SPEC 4: guests may open public routes; every other route sends them to log in first. */
  isPublic: boolean;
  page?: TLazyComponent;
  redirectTo?: string;
  /** Shows what no other route matches: the not-found page, or the shell's under-construction page. */
  isCatchAll?: boolean;
  /** Under a plain layout: the page is built with antd, so it comes inside antd's theme (route-objects.ts). */
  usesAntd?: boolean;
  /** Outside any layout: the page is built without antd, as a plain layout's screens are (see TLayoutRoute). */
  isPlain?: boolean;
}

/** A frame (the sidebar shell, the public site, the full-screen tools) around the screens it lists. */
export interface TLayoutRoute {
  name: string;
  layout: TLazyComponent;
  children: readonly TAppRoute[];
  /**
   * The layout and its screens are built without antd, so a first visit does not download antd's style engine;
   * a screen that uses antd says `usesAntd`. A web test renders every plain screen and finds no antd element.
   */
  isPlain?: boolean;
}

export type TAppRoute = TScreenRoute | TLayoutRoute;

export function isLayoutRoute(route: TAppRoute): route is TLayoutRoute {
  return 'layout' in route;
}

const underConstructionPage: TLazyComponent = () => import('../pages/under-construction-page');

/**
 * The page of a feature whose index also exports components to other features (history tabs, studio parts): the
 * index is loaded with the page, not with this table, so a first visit does not download those components.
 */
function featurePage<TFeature>(
  loadFeature: () => Promise<TFeature>,
  pageOf: (feature: TFeature) => TLazyComponent,
): TLazyComponent {
  return async () => pageOf(await loadFeature())();
}

/** A signed-in screen whose feature is not built yet: its route, title and rules are in place, its page says so. */
function comingSoon(name: string, path: string, meta: TRouteMetaName, traits: TScreenTraits = {}): TScreenRoute {
  return { name, path, isPublic: false, meta, page: underConstructionPage, ...traits };
}

/** SPEC 2: leaving these screens asks first ('Confirm to leave?'). */
const CONFIRM_LEAVE: TLeaveRule = {};
/** SPEC 2: url-to-video hands its result to the project centre without asking. */
const CONFIRM_LEAVE_EXCEPT_TO_MY: TLeaveRule = { exceptTo: [AppPath.My] };
/** A submitted clone goes on to its progress, or to the clone list, without asking. */
const CONFIRM_LEAVE_EXCEPT_TO_CLONE_RESULT: TLeaveRule = { exceptTo: [AppPath.FastCloneSuccess, AppPath.Avatars] };

/** Public pages, each served in English at its path and under the SEO prefixes of SPEC 9. */
const SEO_PAGES: readonly TScreenRoute[] = [
  { name: 'Home', path: AppPath.Home, isPublic: true, meta: 'home', page: sitePages.home },
  { name: 'Price', path: AppPath.Price, isPublic: true, meta: 'price', page: sitePages.price, usesAntd: true },
  {
    name: 'PrivacyPolicy',
    path: AppPath.PrivacyPolicy,
    isPublic: true,
    meta: 'privacyPolicy',
    page: sitePages.privacyPolicy,
  },
  {
    name: 'ServiceTerms',
    path: AppPath.ServiceTerms,
    isPublic: true,
    meta: 'serviceTerms',
    page: sitePages.serviceTerms,
  },
  { name: 'ApiDocs', path: AppPath.ApiDocs, isPublic: true, meta: 'apiDocs', page: sitePages.apiDocs },
  { name: 'HomeModel', path: AppPath.HomeModel, isPublic: true, meta: 'homeModel', page: sitePages.homeModel },
  {
    name: 'ModelCustom',
    path: AppPath.ModelCustom,
    isPublic: true,
    meta: 'modelCustom',
    page: sitePages.modelCustom,
  },
  {
    name: 'ModelVirtualTryOn',
    path: AppPath.ModelVirtualTryOn,
    isPublic: true,
    meta: 'modelVirtualTryOn',
    page: sitePages.modelVirtualTryOn,
  },
  {
    name: 'HomeVoiceClone',
    path: AppPath.HomeVoiceClone,
    isPublic: true,
    meta: 'homeVoiceClone',
    page: sitePages.homeVoiceClone,
  },
  {
    name: 'HomeImageClone',
    path: AppPath.HomeImageClone,
    isPublic: true,
    meta: 'homeImageClone',
    page: sitePages.homeImageClone,
  },
  {
    name: 'VoiceCloneModelEssay',
    path: AppPath.VoiceCloneModelEssay,
    isPublic: true,
    meta: 'voiceCloneModelEssay',
    page: sitePages.voiceCloneModelEssay,
  },
  {
    name: 'VideoShootingSpecifications',
    path: AppPath.VideoShootingSpecifications,
    isPublic: true,
    meta: 'videoShootingSpecifications',
    page: avatarClonePages.shootingSpecifications,
    usesAntd: true,
  },
  {
    name: 'ShareVideo',
    path: `${AppPath.ShareVideo}/:id?`,
    isPublic: true,
    meta: 'shareVideo',
    page: projectsPages.shareVideo,
    usesAntd: true,
  },
  {
    name: 'ShareNewYearVideo',
    path: AppPath.ShareNewYearVideo,
    isPublic: true,
    meta: 'shareNewYearVideo',
    page: sitePages.shareNewYearVideo,
  },
  // A greeting someone shared is a shared video: it opens in the shared-video page.
  {
    name: 'ShareNewYearVideoShared',
    path: `${AppPath.ShareNewYearVideo}/:id`,
    isPublic: true,
    meta: 'shareNewYearVideo',
    page: projectsPages.shareVideo,
    usesAntd: true,
  },
  {
    name: 'LiveStreaming',
    path: AppPath.LiveStreaming,
    isPublic: true,
    meta: 'liveStreaming',
    page: sitePages.liveStreaming,
  },
  { name: 'Quantity', path: AppPath.Quantity, isPublic: true, meta: 'quantity', page: sitePages.quantity },
  {
    name: 'SmartShopping',
    path: AppPath.SmartShopping,
    isPublic: true,
    meta: 'smartShopping',
    page: sitePages.smartShopping,
  },
  {
    name: 'DigitalAvatar',
    path: AppPath.DigitalAvatar,
    isPublic: true,
    meta: 'digitalAvatar',
    page: sitePages.digitalAvatar,
  },
  {
    name: 'DigitalPPTCreation',
    path: AppPath.DigitalPptCreation,
    isPublic: true,
    meta: 'digitalPptCreation',
    page: sitePages.digitalPptCreation,
  },
  {
    name: 'TalkingPhoto',
    path: AppPath.TalkingPhoto,
    isPublic: true,
    meta: 'talkingPhoto',
    page: sitePages.talkingPhoto,
  },
  {
    name: 'UrlToVideo',
    path: AppPath.HomeUrlToVideo,
    isPublic: true,
    meta: 'homeUrlToVideo',
    page: sitePages.homeUrlToVideo,
  },
  { name: 'MoreVoice', path: AppPath.MoreVoice, isPublic: true, meta: 'moreVoice', page: sitePages.moreVoice },
  { name: 'MoreAvatar', path: AppPath.MoreAvatar, isPublic: true, meta: 'moreAvatar', page: sitePages.moreAvatar },
  {
    name: 'HomeVideoFaceSwap',
    path: AppPath.HomeVideoFaceSwap,
    isPublic: true,
    meta: 'homeVideoFaceSwap',
    page: sitePages.homeVideoFaceSwap,
  },
  { name: 'Translator', path: AppPath.Translator, isPublic: true, meta: 'translator', page: sitePages.translator },
  { name: 'Help', path: AppPath.Help, isPublic: true, meta: 'help', page: sitePages.help },
  { name: 'Faq', path: AppPath.Faq, isPublic: true, meta: 'faq', page: sitePages.faq },
  { name: 'Blog', path: AppPath.Blog, isPublic: true, meta: 'blog', page: sitePages.blog },
  // One route per post, so each has its own title and description before its text loads.
  ...BLOG_POSTS.map((post): TScreenRoute => ({
    name: `Blog-${post.slug}`,
    path: blogPostPath(post),
    isPublic: true,
    meta: post.meta,
    page: sitePages.blogPost,
    usesAntd: true,
  })),
  { name: 'About', path: AppPath.About, isPublic: true, meta: 'about', page: sitePages.about },
  { name: 'Contact', path: AppPath.Contact, isPublic: true, meta: 'contact', page: sitePages.contact },
  {
    name: 'SafetyEthics',
    path: AppPath.SafetyEthics,
    isPublic: true,
    meta: 'safetyEthics',
    page: sitePages.safety,
  },
  { name: 'Affiliate', path: AppPath.Affiliate, isPublic: true, meta: 'affiliate', page: sitePages.affiliate },
];

/** Each public page once per language: /price (English), /zh/price and /pt/price. */
function inEverySeoLocale(pages: readonly TScreenRoute[]): TScreenRoute[] {
  const prefixed = SEO_PREFIXED_LOCALES.flatMap((locale) =>
    pages.map((page) => ({ ...page, path: seoLocalizedPath(locale, page.path), locale })),
  );
  return [...pages, ...prefixed];
}

/** /zh and /pt alone open the home page in that language. */
const SEO_LOCALE_ROOTS: readonly TScreenRoute[] = SEO_PREFIXED_LOCALES.map((locale) => ({
  name: `${locale}Root`,
  path: seoLocalePrefix(locale),
  isPublic: true,
  redirectTo: seoLocalizedPath(locale, AppPath.Home),
}));

/** Full-screen tools of SPEC 2 "Top-level routes", outside the sidebar. */
const TOP_LEVEL_TOOLS: readonly TScreenRoute[] = [
  {
    name: 'create',
    path: AppPath.Create,
    isPublic: false,
    meta: 'create',
    page: featurePage(
      () => import('../../features/create-video'),
      (feature) => feature.createVideoPages.create,
    ),
    leaveRule: CONFIRM_LEAVE,
    hasBanner: true,
  },
  {
    name: 'pptcreate',
    path: AppPath.PptCreate,
    isPublic: false,
    meta: 'pptCreate',
    page: featurePage(
      () => import('../../features/slides'),
      (feature) => feature.slidesPages.pptCreate,
    ),
    leaveRule: CONFIRM_LEAVE,
    hasBanner: true,
  },
  { name: 'fast-clone', path: AppPath.FastClone, isPublic: false, meta: 'fastClone', page: avatarClonePages.fastClone },
  {
    name: 'fast-clone-upload',
    path: `${AppPath.FastCloneUpload}/:id?`,
    isPublic: false,
    meta: 'fastCloneUpload',
    page: avatarClonePages.upload,
    leaveRule: CONFIRM_LEAVE_EXCEPT_TO_CLONE_RESULT,
  },
  {
    name: 'fast-clone-success',
    path: AppPath.FastCloneSuccess,
    isPublic: false,
    meta: 'fastCloneSuccess',
    page: avatarClonePages.success,
  },
  {
    name: 'real-life-model',
    path: AppPath.RealLifeModel,
    isPublic: false,
    meta: 'realLifeModel',
    page: isFeatureAvailable('aiModel')
      ? featurePage(
          () => import('../../features/ai-model'),
          (feature) => feature.aiModelPages.aiModel,
        )
      : underConstructionPage,
  },
  comingSoon('tiktok-avatar', AppPath.TiktokAvatar, 'tiktokAvatar', { leaveRule: CONFIRM_LEAVE }),
  comingSoon('my-tiktok-avatar', AppPath.MyTiktokAvatar, 'myTiktokAvatar'),
  {
    name: 'AIVideoTranslation',
    path: AppPath.AiVideoTranslation,
    isPublic: false,
    meta: 'aiVideoTranslation',
    // The studio opens once the feature registry says the tool ships (#16); until then the route says it is coming.
    page: isFeatureAvailable('videoTranslation')
      ? featurePage(
          () => import('../../features/video-translation'),
          (feature) => feature.videoTranslationPages.videoTranslation,
        )
      : underConstructionPage,
    leaveRule: CONFIRM_LEAVE,
  },
  comingSoon('tiktokVideoGenerator', AppPath.TiktokVideoGenerator, 'tiktokVideoGenerator'),
  comingSoon('TiktokFixVideo', AppPath.TiktokFixVideo, 'tiktokFixVideo'),
  comingSoon('tiktokCreativeDiagnosis', AppPath.TiktokCreativeDiagnosis, 'tiktokCreativeDiagnosis'),
  comingSoon('TiktokScript', AppPath.TiktokScript, 'tiktokScript'),
  comingSoon('DarkWatermark', AppPath.DarkWatermark, 'darkWatermark'),
];

/** The first screen after signing in, built without antd like the shell around it. */
const WORKBENCH: TScreenRoute = {
  name: 'workbench',
  path: AppPath.Workbench,
  isPublic: false,
  meta: 'workbench',
  page: workbenchPages.workbench,
};

/**
 * The other screens of SPEC 2 "Routes inside the layout shell" and "User area": antd's forms, tables, uploads and
 * players, each loaded inside antd's theme (see the shell's entry in APP_ROUTES).
 */
const SHELL_ANTD_SCREENS: readonly TScreenRoute[] = [
  {
    name: 'voice-clone',
    path: AppPath.VoiceClone,
    isPublic: false,
    meta: 'voiceClone',
    page: voiceClonePages.voiceClone,
  },
  {
    name: 'instant-voice-clone',
    path: AppPath.InstantVoiceClone,
    isPublic: false,
    meta: 'instantVoiceClone',
    page: voiceClonePages.instantVoiceClone,
  },
  {
    name: 'pro-voice-clone',
    path: AppPath.ProVoiceClone,
    isPublic: false,
    meta: 'proVoiceClone',
    page: voiceClonePages.proVoiceClone,
  },
  {
    name: 'admin-voice-clones',
    path: AppPath.AdminVoiceClones,
    isPublic: false,
    meta: 'adminVoiceClones',
    page: voiceClonePages.adminVoiceClones,
  },
  {
    name: 'admin-avatar-clones',
    path: AppPath.AdminAvatarClones,
    isPublic: false,
    meta: 'adminAvatarClones',
    page: avatarClonePages.admin,
  },
  {
    name: 'digitalHumanClone',
    path: AppPath.DigitalHumanCloneCamel,
    isPublic: false,
    meta: 'digitalHumanClone',
    page: avatarClonePages.intro,
  },
  {
    name: 'digital-human-clone',
    path: AppPath.DigitalHumanClone,
    isPublic: false,
    meta: 'digitalHumanClone',
    page: avatarClonePages.intro,
  },
  { name: 'my', path: AppPath.My, isPublic: false, meta: 'my', page: projectsPages.my, hasBanner: true },
  {
    name: 'cutout',
    path: AppPath.Cutout,
    isPublic: false,
    meta: 'cutout',
    page: isFeatureAvailable('cutout') ? cutoutPages.cutout : underConstructionPage,
  },
  {
    name: 'ai-character-generation',
    path: AppPath.AiCharacterGeneration,
    isPublic: false,
    meta: 'aiCharacterGeneration',
    page: isFeatureAvailable('imageToVideo')
      ? featurePage(
          () => import('../../features/video-gen'),
          (feature) => feature.videoGenPages.imageToVideo,
        )
      : underConstructionPage,
  },
  {
    name: 'aivideogen',
    path: AppPath.AiVideoGen,
    isPublic: false,
    meta: 'aiVideoGen',
    page: isFeatureAvailable('textToVideo')
      ? featurePage(
          () => import('../../features/video-gen'),
          (feature) => feature.videoGenPages.textToVideo,
        )
      : underConstructionPage,
  },
  {
    name: 'image-generator',
    path: AppPath.ImageGenerator,
    isPublic: false,
    meta: 'imageGenerator',
    page: isFeatureAvailable('imageGenerator') ? imageGeneratorPages.imageGenerator : underConstructionPage,
  },
  {
    name: 'video-subtitle-remover',
    path: AppPath.VideoSubtitleRemover,
    isPublic: false,
    meta: 'videoSubtitleRemover',
    page: isFeatureAvailable('subtitleRemover') ? subtitleRemoverPages.remover : underConstructionPage,
  },
  {
    name: 'marketing',
    path: AppPath.Marketing,
    isPublic: false,
    meta: 'marketing',
    page: isFeatureAvailable('marketingCopy') ? marketingPages.marketing : underConstructionPage,
  },
  {
    name: 'dubbing',
    path: AppPath.Dubbing,
    isPublic: false,
    meta: 'dubbing',
    page: featurePage(
      () => import('../../features/dubbing'),
      (feature) => feature.dubbingPages.dubbing,
    ),
  },
  {
    name: 'digitalDetail',
    path: AppPath.DigitalDetail,
    isPublic: false,
    meta: 'digitalDetail',
    page: projectsPages.videoDetail,
    hasBanner: true,
    isDetail: true,
  },
  {
    name: 'digital-detail',
    path: AppPath.DigitalDetailKebab,
    isPublic: false,
    meta: 'digitalDetail',
    page: projectsPages.videoDetail,
    hasBanner: true,
    isDetail: true,
  },
  { name: 'rewards', path: AppPath.Rewards, isPublic: false, meta: 'rewards', page: rewardsPages.rewards },
  comingSoon('template', AppPath.Template, 'template'),
  comingSoon('url-to-video', AppPath.UrlToVideo, 'urlToVideo', { leaveRule: CONFIRM_LEAVE_EXCEPT_TO_MY }),
  {
    name: 'video-face-swap',
    path: AppPath.VideoFaceSwap,
    isPublic: false,
    meta: 'videoFaceSwap',
    page: isFeatureAvailable('faceSwap')
      ? featurePage(
          () => import('../../features/face-swap'),
          (feature) => feature.faceSwapPages.faceSwap,
        )
      : underConstructionPage,
  },
  { name: 'avatars', path: AppPath.Avatars, isPublic: false, meta: 'avatars', page: avatarClonePages.avatars },
  {
    name: 'avatars-clone2',
    path: AppPath.AvatarsClone2,
    isPublic: false,
    meta: 'avatarsClone2',
    page: avatarClonePages.avatars,
  },
  {
    name: 'voices',
    path: AppPath.Voices,
    isPublic: false,
    meta: 'voices',
    page: featurePage(
      () => import('../../features/voices'),
      (feature) => feature.voicesPages.voices,
    ),
  },

  { name: 'user', path: AppPath.User, isPublic: false, redirectTo: AppPath.UserCenter },
  { name: 'userCenter', path: AppPath.UserCenter, isPublic: false, meta: 'userCenter', page: accountPages.userCenter },
  { name: 'trade', path: AppPath.Trade, isPublic: false, meta: 'trade', page: billingPages.trade },
  { name: 'recharge', path: AppPath.Recharge, isPublic: false, meta: 'recharge', page: billingPages.recharge },
  { name: 'interests', path: AppPath.Interests, isPublic: false, meta: 'interests', page: billingPages.interests },
  { name: 'apiSetting', path: AppPath.ApiSetting, isPublic: false, meta: 'apiSetting', page: accountPages.apiSettings },
  {
    name: 'api-setting',
    path: AppPath.ApiSettingKebab,
    isPublic: false,
    meta: 'apiSetting',
    page: accountPages.apiSettings,
  },

  // The shell's catch-all: a one-segment path (or one under /user) names a screen of the shell that this
  // version does not have yet. Deeper unknown paths fall through to the not-found page.
  { ...comingSoon('UserAreaCatchAll', `${AppPath.User}/*`, 'underConstruction'), isCatchAll: true },
  { ...comingSoon('LayoutCatchAll', '/:screen', 'underConstruction'), isCatchAll: true },
];

/**
 * Every screen of the app. Adding a SPEC 2 route is adding an entry here: the router, the guard, the layouts
 * and the meta tags all read this table.
 */
export const APP_ROUTES: readonly TAppRoute[] = [
  { name: 'Root', path: AppPath.Root, isPublic: true, redirectTo: AppPath.Workbench },
  { name: 'Login', path: AppPath.Login, isPublic: true, meta: 'login', page: authPages.login, isPlain: true },
  { name: 'Register', path: AppPath.Register, isPublic: true, meta: 'register', page: authPages.register },
  { name: 'Forget', path: AppPath.Forget, isPublic: true, meta: 'forget', page: authPages.forget },
  ...SEO_LOCALE_ROOTS,
  {
    name: 'PublicSite',
    layout: () => import('../layouts/public/public-layout'),
    children: inEverySeoLocale(SEO_PAGES),
    isPlain: true,
  },
  { name: 'FullScreenTools', layout: () => import('../layouts/focus/focus-layout'), children: TOP_LEVEL_TOOLS },
  {
    name: 'Layout',
    layout: () => import('../layouts/shell/shell-layout'),
    // The shell is drawn without antd, so the workbench paints without antd's code. Its other screens are built with
    // antd and say so here in one place rather than each on its own line: a screen added to the list gets antd's
    // theme without having to ask, and one drawn without antd joins the workbench instead.
    children: [WORKBENCH, ...SHELL_ANTD_SCREENS.map((screen) => ({ ...screen, usesAntd: true }))],
    isPlain: true,
  },
  {
    name: 'NotFound',
    path: '*',
    isPublic: true,
    meta: 'notFound',
    page: () => import('../pages/not-found-page'),
    isCatchAll: true,
  },
];
