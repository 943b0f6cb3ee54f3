import type { TPlanBenefits } from './money';

/**
 * What this version of Orator has: one entry per tool of SPEC section 1 and per group of screens of SPEC
 * section 2. Workbench cards, sidebar items, plan lines, prices and the under-construction page all read it,
 * so a tool that ships flips to 'available' here and nowhere else.
 */

/**
 * 'available' works in this version. The other two say in general terms when a feature is planned, never a
 * date: 'comingRelease' has an open issue that builds it, 'laterRelease' does not yet.
 */
export const FEATURE_STATUSES = ['available', 'comingRelease', 'laterRelease'] as const;
export type TFeatureStatus = (typeof FEATURE_STATUSES)[number];

interface TFeatureEntry<TTool extends string = TToolKey> {
  status: TFeatureStatus;
  /** For a feature not built yet: built tools that do part of its job meanwhile, best first. */
  instead?: readonly TTool[];
  /** The issue that builds it, for the people who plan releases; never shown. */
  issue?: number;
}

const available = { status: 'available' } as const;

/** Checks that every tool offered instead is itself a tool of the list. */
function defineTools<const T extends { [K in keyof T]: TFeatureEntry<Extract<keyof T, string>> }>(tools: T): T {
  return tools;
}

/** The tools of SPEC section 1, each with a workbench card. */
export const TOOLS = defineTools({
  avatarVideo: available,
  slidesVideo: available,
  talkingPhoto: available,
  urlToVideo: { status: 'laterRelease', instead: ['avatarVideo'] },
  templates: { status: 'laterRelease', instead: ['avatarVideo'] },
  imageToVideo: available,
  textToVideo: available,

  dubbing: available,
  voiceClone: available,
  voices: available,
  voiceChanger: available,
  subtitleExtraction: available,

  /** The avatar library screen (/avatars); presenters are chosen on /create meanwhile. */
  avatars: { status: 'laterRelease', instead: ['avatarVideo', 'talkingPhoto'] },
  avatarClone: available,
  fastClone: available,

  aiModel: available,
  cutout: available,
  imageGenerator: available,
  faceSwap: available,
  subtitleRemover: available,

  marketingCopy: available,
  shoppingGuide: { status: 'laterRelease', instead: ['avatarVideo'] },

  adAvatar: { status: 'laterRelease', instead: ['avatarVideo'] },
  videoTranslation: available,
  videoGenerator: { status: 'laterRelease', instead: ['avatarVideo'] },
  fixVideo: { status: 'laterRelease', instead: ['avatarVideo'] },
  creativeDiagnosis: { status: 'laterRelease', instead: ['avatarVideo'] },
  scriptTool: { status: 'laterRelease', instead: ['avatarVideo'] },
  darkWatermark: { status: 'laterRelease', instead: ['avatarVideo'] },
});

export type TToolKey = keyof typeof TOOLS;

/** Screens of SPEC section 2 that are not one tool: the account, money and site screens, and the public pages. */
export const SCREENS = {
  workbench: available,
  account: available,
  projects: available,
  billing: available,
  rewards: available,
  site: available,
  /**
   * The public introductions of each tool (SPEC 2 public pages); the tools themselves are listed above. A page
   * whose tool is not built says so and offers what stands in for it (#19).
   */
  featurePages: available,
} as const satisfies Record<string, TFeatureEntry>;

export type TScreenKey = keyof typeof SCREENS;
export type TFeatureKey = TToolKey | TScreenKey;

export const FEATURE_REGISTRY: Record<TFeatureKey, TFeatureEntry> = { ...TOOLS, ...SCREENS };
export const TOOL_KEYS = Object.keys(TOOLS) as TToolKey[];
export const FEATURE_KEYS = Object.keys(FEATURE_REGISTRY) as TFeatureKey[];

export function featureStatus(key: TFeatureKey): TFeatureStatus {
  return FEATURE_REGISTRY[key].status;
}

export function isFeatureAvailable(key: TFeatureKey): boolean {
  return FEATURE_REGISTRY[key].status === 'available';
}

/** The built tools to offer in place of one that is not built; none for a built one. */
export function toolsInstead(key: TFeatureKey): TToolKey[] {
  const entry = FEATURE_REGISTRY[key];
  return entry.status === 'available' ? [] : (entry.instead ?? []).filter((tool) => isFeatureAvailable(tool));
}

/**
 * Plan rules that only mean something once a tool exists (contracts PLAN_BENEFITS): a plan is not sold
 * with them while the tool is missing.
 */
export const PLAN_BENEFIT_TOOLS = {
  faceSwapUploadMb: 'faceSwap',
  unlimitedCutout: 'cutout',
} as const satisfies Partial<Record<keyof TPlanBenefits, TToolKey>>;

/** Whether a plan may be sold with a rule: always, unless the rule belongs to a tool this version lacks. */
export function isPlanBenefitOffered(rule: keyof TPlanBenefits): boolean {
  const tool = (PLAN_BENEFIT_TOOLS as Partial<Record<keyof TPlanBenefits, TToolKey>>)[rule];
  return tool === undefined || isFeatureAvailable(tool);
}
