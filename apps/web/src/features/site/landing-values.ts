import {
  AI_MODEL_INPUT,
  AI_PHOTO_INPUT,
  AI_PHOTO_VARIANTS,
  CUTOUT_INPUT,
  FACE_SWAP_VIDEO,
  MEMBER_RECHARGE_DISCOUNT,
  PLAN_BENEFITS,
  Price,
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
} as const;
export type TLandingPriceKey = keyof typeof LANDING_PRICES;

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
  };
}
