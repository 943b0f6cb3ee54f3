import {
  AI_MODEL_INPUT,
  AI_PHOTO_INPUT,
  AI_PHOTO_VARIANTS,
  AVATAR_CLONE_PRICE_KCOINS,
  CLONE_PRICE_CENTS,
  CLONE_SAMPLE_LIMITS,
  CUTOUT_INPUT,
  FACE_SWAP_VIDEO,
  AFFILIATE_SHARE,
  MEMBER_RECHARGE_DISCOUNT,
  PLAN_BENEFITS,
  Price,
  REWARD_KCOINS,
  UploadType,
  VIDEO_GEN_INPUT,
  VIDEO_GEN_RATIOS,
} from '@orator/contracts';

const MB = 1024 * 1024;

/** K-coin prices the feature pages name, from the same constants the server charges by (SPEC 9). */
export const LANDING_PRICES = {
  aiModel: Price.aiModelKcoinPerGeneration,
  cutout: Price.cutoutKcoinPerImage,
  aiPhoto: Price.aiPhotoKcoinPerRequest,
  videoClip: Price.videoGenKcoinPerClip,
  faceSwap: Price.faceSwapKcoinPerSecond,
  avatarVideo: Price.videoKcoinPerSecond,
  dubbing: Price.dubbingKcoinPerMinute,
  videoTranslation: Price.videoTranslationKcoinPerMinute,
  avatarClone: AVATAR_CLONE_PRICE_KCOINS[UploadType.CloneUpload],
} as const;

/** Prices paid in money rather than K-coins, in cents of `CURRENCY`: a voice clone's yearly term (SPEC 9). */
export const LANDING_CASH_PRICES = {
  voiceInstant: CLONE_PRICE_CENTS.voiceInstant,
  voicePro: CLONE_PRICE_CENTS.voicePro,
} as const;
export type TLandingPriceKey = keyof typeof LANDING_PRICES | keyof typeof LANDING_CASH_PRICES;

/** The free plan's free uses of each metered tool, and whether members cut out without limit (SPEC 6). */
export const LANDING_PLAN_FACTS = {
  freeUses: PLAN_BENEFITS.free.freeTrialUses,
  isCutoutUnlimitedForMembers: PLAN_BENEFITS.standard.unlimitedCutout,
  memberDiscountPercent: Math.round(MEMBER_RECHARGE_DISCOUNT * 100),
} as const;

/**
 * The upload rules and sizes the pages' texts name, formatted for the reader: the same limits the tools enforce,
 * so a changed limit changes the page.
 */
export function landingValues(language: string) {
  const number = new Intl.NumberFormat(language);
  const ratios = new Intl.ListFormat(language, { type: 'disjunction' }).format(VIDEO_GEN_RATIOS);
  return {
    minImages: number.format(AI_MODEL_INPUT.minImages),
    maxImages: number.format(AI_MODEL_INPUT.maxImages),
    minPx: number.format(AI_MODEL_INPUT.minPxExclusive),
    maxPx: number.format(AI_MODEL_INPUT.maxPx),
    modelMb: number.format(AI_MODEL_INPUT.maxBytes / MB),
    cutoutMaxPx: number.format(CUTOUT_INPUT.maxPx),
    cutoutMb: number.format(CUTOUT_INPUT.maxBytes / MB),
    batchMax: number.format(CUTOUT_INPUT.batchMax),
    maxReferences: number.format(AI_PHOTO_INPUT.maxReferences),
    variants: number.format(AI_PHOTO_VARIANTS),
    minSec: number.format(VIDEO_GEN_INPUT.minDurationSec),
    maxSec: number.format(VIDEO_GEN_INPUT.maxDurationSec),
    ratios,
    faceSwapMinutes: number.format(FACE_SWAP_VIDEO.maxSec / 60),
    faceSwapFreeMb: number.format(PLAN_BENEFITS.free.faceSwapUploadMb),
    faceSwapPaidMb: number.format(PLAN_BENEFITS.standard.faceSwapUploadMb),
    instantMinSec: number.format(CLONE_SAMPLE_LIMITS.instant.minSec),
    instantMaxMinutes: number.format(CLONE_SAMPLE_LIMITS.instant.maxSec / 60),
    proMinMinutes: number.format(CLONE_SAMPLE_LIMITS.pro.minSec / 60),
    proMaxMinutes: number.format(CLONE_SAMPLE_LIMITS.pro.maxSec / 60),
    freeScriptChars: number.format(PLAN_BENEFITS.free.scriptCharacterLimit),
    freeConcurrent: number.format(PLAN_BENEFITS.free.concurrentVideoTasks),
    enterpriseConcurrent: number.format(PLAN_BENEFITS.enterprise.concurrentVideoTasks),
    enterpriseScriptChars: number.format(PLAN_BENEFITS.enterprise.scriptCharacterLimit),
    freeUses: number.format(LANDING_PLAN_FACTS.freeUses),
    discount: number.format(LANDING_PLAN_FACTS.memberDiscountPercent),
    videoPerSecond: number.format(Price.videoKcoinPerSecond),
    dubbingPerMinute: number.format(Price.dubbingKcoinPerMinute),
    invite: number.format(REWARD_KCOINS.invite),
    profile: number.format(REWARD_KCOINS.profile),
    comment: number.format(REWARD_KCOINS.comment),
    share: number.format(Math.round(AFFILIATE_SHARE * 100)),
  };
}
