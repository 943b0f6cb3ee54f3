/** Envelope codes of SPEC section 8. The web client branches on these exact values. */
export const ResultCode = {
  Success: 200,
  BadRequest: 400,
  Forbidden: 403,
  NotFound: 404,
  /** The session is missing, expired or revoked: the client clears it and goes to login. */
  SessionExpired: 405,
  TooManyRequests: 429,
  ServerError: 500,
  /** Resolved with the whole response for the caller to handle (SPEC 8). */
  NeedsUpgrade: 505,
  InsufficientBalance: 507,
  TaskInProgress: 515,
  LimitReached: 516,
  /** Rejected with the code and no toast (SPEC 8). */
  SilentFailure: 511,
  AccountNotActivated: 512,
  CaptchaRequired: 513,
} as const;
export type TResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** Codes the client resolves with the whole response (SPEC 8). */
export const RESOLVED_CODES: readonly number[] = [505, 507, 515, 516];
/** Codes the client rejects with the code and no toast (SPEC 8). */
export const SILENT_REJECT_CODES: readonly number[] = [511, 512, 513];

export const TaskStatus = {
  Queued: 190,
  Processing: 191,
  Finished: 192,
  /** SPEC 4 leaves the failure code open: 193 means failed, with retry. */
  Failed: 193,
} as const;
export type TTaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];

/** 190 and 191 are polled (SPEC 4). */
export function isTaskPending(status: number): boolean {
  return status === TaskStatus.Queued || status === TaskStatus.Processing;
}

export const SubscriptionStatus = {
  Subscribed: 45,
  Cancelled: 46,
  CancelledUntilExpiry: 47,
  /** A one-off term that does not renew; it runs until the expiry time. */
  OneOff: 48,
} as const;

export const MoneyType = {
  Membership: 20,
  KCoin: 21,
} as const;

export const HumanSource = {
  InHouse: 1,
  ThirdParty: 2,
  Cloud: 3,
} as const;

export const SupportType = {
  TalkingPhoto: 100,
  DigitalHuman: 101,
} as const;

export const UploadType = {
  AvatarDefault: 110,
  AvatarUserUpload: 111,
  CloneCustomised: 112,
  AvatarAiGenerated: 113,
  CloneUpload: 114,
  CloneDefault: 115,
} as const;

export const UserType = {
  Personal: 1,
  Enterprise: 2,
} as const;
export type TUserType = (typeof UserType)[keyof typeof UserType];

export const PLANS = ['free', 'standard', 'pro', 'enterprise'] as const;
export type TPlan = (typeof PLANS)[number];

export const BILLING_PERIODS = ['oneoff', 'monthly', 'yearly'] as const;
export type TBillingPeriod = (typeof BILLING_PERIODS)[number];
