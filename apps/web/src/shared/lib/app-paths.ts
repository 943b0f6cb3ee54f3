import { WEB_BASE } from '@orator/contracts';

/** The router's basename: the app lives under /ai/ (SPEC 2). */
export const APP_BASENAME = WEB_BASE.replace(/\/+$/, '');

/**
 * Paths inside the app, relative to the basename: every route of SPEC 2. Pages link by these names, never by
 * literal strings. Where SPEC 2 gives a route two spellings (digitalDetail and digital-detail), the first
 * listed here is the one the app links to.
 */
export const AppPath = {
  Root: '/',

  // Top-level screens, outside the sidebar shell.
  Create: '/create',
  PptCreate: '/pptcreate',
  FastClone: '/fast-clone',
  FastCloneUpload: '/fast-clone-upload',
  FastCloneSuccess: '/fast-clone-success',
  RealLifeModel: '/real-life-model',
  Login: '/login',
  Register: '/register',
  Forget: '/forget',
  TiktokAvatar: '/tiktok-avatar',
  MyTiktokAvatar: '/my-tiktok-avatar',
  AiVideoTranslation: '/ai-video-translation',
  TiktokVideoGenerator: '/tiktok-video-generator',
  TiktokFixVideo: '/tiktok-fix-video',
  TiktokCreativeDiagnosis: '/tiktok-creative-diagnosis',
  TiktokScript: '/tiktok-script',
  DarkWatermark: '/dark-watermark',

  // Screens inside the sidebar shell.
  Workbench: '/workbench',
  VoiceClone: '/voice-clone',
  InstantVoiceClone: '/instant-voice-clone',
  ProVoiceClone: '/pro-voice-clone',
  AdminVoiceClones: '/admin/voice-clones',
  AdminAvatarClones: '/admin/avatar-clones',
  DigitalHumanClone: '/digital-human-clone',
  DigitalHumanCloneCamel: '/digitalHumanClone',
  My: '/my',
  Cutout: '/cutout',
  AiCharacterGeneration: '/ai-character-generation',
  AiVideoGen: '/aivideogen',
  ImageGenerator: '/image-generator',
  VideoSubtitleRemover: '/video-subtitle-remover',
  Marketing: '/marketing',
  Dubbing: '/dubbing',
  DigitalDetail: '/digitalDetail',
  DigitalDetailKebab: '/digital-detail',
  Rewards: '/rewards',
  Template: '/template',
  UrlToVideo: '/url-to-video',
  VideoFaceSwap: '/video-face-swap',
  Avatars: '/avatars',
  AvatarsClone2: '/avatars-clone2',
  Voices: '/voices',

  // The user area, inside the shell.
  User: '/user',
  UserCenter: '/user/userCenter',
  Trade: '/user/trade',
  Recharge: '/user/recharge',
  Interests: '/user/interests',
  ApiSetting: '/user/apiSetting',
  ApiSettingKebab: '/user/api-setting',

  // Public pages (SPEC 2 names them; their paths are ours). Each also answers under /zh and /pt.
  Home: '/home',
  HomeModel: '/home-model',
  ModelCustom: '/model-custom',
  ModelVirtualTryOn: '/model-virtual-try-on',
  HomeVoiceClone: '/home-voice-clone',
  HomeImageClone: '/home-image-clone',
  PrivacyPolicy: '/privacy-policy',
  ApiDocs: '/api-docs',
  ServiceTerms: '/service-terms',
  Price: '/price',
  VoiceCloneModelEssay: '/voice-clone-model-essay',
  VideoShootingSpecifications: '/video-shooting-specifications',
  ShareVideo: '/share-video',
  ShareNewYearVideo: '/share-new-year-video',
  LiveStreaming: '/live-streaming',
  Quantity: '/quantity',
  SmartShopping: '/smart-shopping',
  DigitalAvatar: '/digital-avatar',
  DigitalPptCreation: '/digital-ppt-creation',
  TalkingPhoto: '/talking-photo',
  /** The shell already has /url-to-video (the tool), so its public introduction takes the home- prefix. */
  HomeUrlToVideo: '/home-url-to-video',
  MoreVoice: '/more-voice',
  MoreAvatar: '/more-avatar',
  HomeVideoFaceSwap: '/home-video-face-swap',
  Translator: '/translator',
  // SPEC 2 "Other screens implied by labels" that need no account.
  Help: '/help',
  Faq: '/faq',
  Blog: '/blog',
  About: '/about',
  Contact: '/contact',
  SafetyEthics: '/safety-and-ethics',
  Affiliate: '/affiliate',
} as const;

/** Strips the basename from a browser pathname: '/ai/workbench' -> '/workbench'. */
export function toAppPath(browserPathname: string): string {
  if (browserPathname === APP_BASENAME) return '/';
  return browserPathname.startsWith(`${APP_BASENAME}/`) ? browserPathname.slice(APP_BASENAME.length) : browserPathname;
}

/** The browser URL of an app path, for links that leave the router (new tabs, the OAuth round trip). */
export function toBrowserPath(appPath: string): string {
  return `${APP_BASENAME}${appPath}`;
}

export function loginPath(redirectTarget?: string): string {
  if (!redirectTarget || redirectTarget === AppPath.Login) return AppPath.Login;
  return `${AppPath.Login}?${new URLSearchParams({ redirect: redirectTarget }).toString()}`;
}

/**
 * Where to go after signing in: the `redirect` query when it names a page of this app, else the workbench.
 * Anything that could leave the site ('//evil.example', 'https://...') is ignored.
 */
export function redirectTargetFrom(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return AppPath.Workbench;
  }
  const appTarget = toAppPath(target);
  return appTarget.startsWith(AppPath.Login) ? AppPath.Workbench : appTarget;
}
