/** API paths of SPEC section 7, relative to the /api base. GET where marked, POST otherwise. */
export const UserApi = {
  register: '/user/v2/user/register',
  registerActive: '/user/v2/user/register/active',
  /** GET */
  registerSendCode: '/user/v2/user/register/sendVerificationCode',
  login: '/user/v2/user/login',
  loginSendCode: '/user/v2/user/login/sendVerificationCode',
  resetPassword: '/user/v2/user/resetPassword',
  forgetPassword: '/user/v2/user/forgetPassword',
  userInfoDetail: '/user/v2/user/userInfoDetail',
  logout: '/user/v2/user/logout',
  /** GET */
  captcha: '/user/v1/captcha/create',
  /** GET */
  phoneCountry: '/user/v2/user/phoneCountry',
  /** GET */
  reqIdentity: '/user/v2/user/reqIdentity',
  /** GET, params source and inviteUser; returns the provider URL. */
  oauthStart: (provider: 'google' | 'facebook') => `/user/v2/user/oauth/${provider}`,
  oauthCallback: (provider: 'google' | 'facebook') => `/user/v2/user/oauth/callback/${provider}`,
  updateUserInfo: '/user/v1/updateUserInfo',
  /** GET */
  getToken: '/user/v2/getToken',
  /** GET */
  generateToken: '/user/v2/generateToken',
  revokeToken: '/user/v2/revokeToken',
  /** GET */
  checkApiPermission: '/user/v2/checkApiPermission',
  loginRenewal: '/user/v2/user/loginRenewal',
  /** GET */
  findFileById: '/user/v1/file/findFileById',
  /** GET */
  typeList: '/user/v1/type/list',
  fileListBySource: '/user/v2/file/fileListBySource',
  updateFile: '/user/v2/file/updateFile',
  /** multipart POST */
  uploadFile: '/user/v2/file/upload',
  /** GET */
  downloadFileById: '/user/v2/s3/downloadFileById',
  isHaoKeForBaXi: '/user/v2/haoke/isHaoKeForBaXi',
} as const;

export const SystemApi = {
  health: '/health',
  docs: '/docs',
  /** GET, public: TCatalogueSummary (contracts system.ts), what the running installation offers. */
  catalogueSummary: '/system/v1/catalogueSummary',
} as const;
