import type { TLocale } from './constants';
import { audioSubtitleMessages } from './messages/audio-subtitle';
import { avatarCloneMessages } from './messages/avatar-clone';
import type { TCatalogue } from './messages/catalogue';
import { dubbingMessages } from './messages/dubbing';
import { lipSyncMessages } from './messages/lip-sync';
import { mailMessages } from './messages/mail';
import { openApiMessages } from './messages/open-api';
import { copywritingMessages } from './messages/copywriting';
import { orderMessages } from './messages/orders';
import { slideMessages } from './messages/slides';
import { subtitleRemoverMessages } from './messages/subtitle-remover';
import { cutoutMessages } from './messages/cutout';
import { aiPhotoMessages } from './messages/ai-photo';
import { aiModelMessages } from './messages/ai-model';
import { imageToVideoMessages } from './messages/image-to-video';
import { faceSwapMessages } from './messages/face-swap';
import { translationMessages } from './messages/translation';
import { voiceChangerMessages } from './messages/voice-changer';
import { voiceCloneMessages } from './messages/voice-clone';
import { voiceLibraryMessages } from './messages/voice-library';

/**
 * User-visible messages shared by the API (localized by the Language header) and the web app.
 * The English text of SPEC sections 5 and 8 is kept word for word.
 */
export const messages = {
  success: { en: 'success', zh: '成功', pt: 'sucesso' },
  codeSent: { en: 'Verification code sent', zh: '验证码已发送', pt: 'Código de verificação enviado' },
  emailRequired: {
    en: 'Please enter your email address',
    zh: '请输入您的邮箱地址',
    pt: 'Por favor, insira seu endereço de e-mail',
  },
  emailInvalid: {
    en: 'Please enter a valid e-mail address',
    zh: '请输入有效的邮箱地址',
    pt: 'Por favor, insira um endereço de e-mail válido',
  },
  phoneRequired: {
    en: 'Please enter your phone number',
    zh: '请输入手机号码',
    pt: 'Por favor, insira seu número de telefone',
  },
  phoneInvalid: {
    en: 'Please enter a valid phone number.',
    zh: '请输入有效的手机号码。',
    pt: 'Por favor, insira um número de telefone válido.',
  },
  codeRequired: {
    en: 'Please enter the verification code',
    zh: '请输入验证码',
    pt: 'Por favor, insira o código de verificação',
  },
  codeIncorrect: {
    en: 'Please enter the correct verification code',
    zh: '请输入正确的验证码',
    pt: 'Por favor, insira o código de verificação correto',
  },
  captchaIncorrect: {
    en: 'Please enter the calculation result value',
    zh: '请输入计算结果',
    pt: 'Por favor, insira o resultado do cálculo',
  },
  passwordWeak: {
    en: 'Password must be at least 8 characters and contain upper case, lower case and a digit',
    zh: '密码至少 8 位，且须包含大写字母、小写字母和数字',
    pt: 'A senha deve ter pelo menos 8 caracteres, com letra maiúscula, letra minúscula e um dígito',
  },
  passwordMismatch: {
    en: 'The passwords entered twice are inconsistent',
    zh: '两次输入的密码不一致',
    pt: 'As senhas digitadas não coincidem',
  },
  passwordRequired: { en: 'Please enter your password', zh: '请输入密码', pt: 'Por favor, insira sua senha' },
  nicknameRequired: { en: 'Please enter a nickname', zh: '请输入昵称', pt: 'Por favor, insira um apelido' },
  usernameInvalid: {
    en: 'Username cannot contain special characters',
    zh: '用户名不能包含特殊字符',
    pt: 'O nome de usuário não pode conter caracteres especiais',
  },
  usernameTaken: {
    en: 'This username is already taken',
    zh: '该用户名已被占用',
    pt: 'Este nome de usuário já está em uso',
  },
  agreeTermsRequired: {
    en: 'Please read and agree to the Terms of Service and Privacy Policy',
    zh: '请阅读并同意服务条款和隐私政策',
    pt: 'Por favor, leia e aceite os Termos de Serviço e a Política de Privacidade',
  },
  redemptionCodeRequired: {
    en: 'Redemption code is required',
    zh: '请输入兑换码',
    pt: 'O código de resgate é obrigatório',
  },
  emailRegistered: {
    en: 'This e-mail address is already registered',
    zh: '该邮箱已注册',
    pt: 'Este endereço de e-mail já está cadastrado',
  },
  accountNotFound: {
    en: 'No account uses this e-mail address',
    zh: '该邮箱未注册',
    pt: 'Nenhuma conta usa este e-mail',
  },
  loginFailed: {
    en: 'Incorrect e-mail address or password',
    zh: '邮箱或密码错误',
    pt: 'E-mail ou senha incorretos',
  },
  accountNotActivated: {
    en: 'This account is not activated yet. Enter the code we e-mailed you.',
    zh: '账号尚未激活，请输入我们发送到您邮箱的验证码。',
    pt: 'Esta conta ainda não foi ativada. Insira o código que enviamos por e-mail.',
  },
  captchaRequired: {
    en: 'There were several failed sign-ins to this account. Please enter the calculation result to continue.',
    zh: '该账号近期多次登录失败，请输入计算结果后继续。',
    pt: 'Houve várias tentativas de login sem sucesso nesta conta. Insira o resultado do cálculo para continuar.',
  },
  accountDisabled: { en: 'This account is disabled', zh: '该账号已被停用', pt: 'Esta conta está desativada' },
  sessionExpired: {
    en: 'Your session has expired, please log in again',
    zh: '登录已失效，请重新登录',
    pt: 'Sua sessão expirou, faça login novamente',
  },
  tooManyRequests: {
    en: 'Too many attempts, please try again later',
    zh: '操作过于频繁，请稍后再试',
    pt: 'Muitas tentativas, tente novamente mais tarde',
  },
  codeTooSoon: {
    en: 'A code was sent less than a minute ago, please wait before asking again',
    zh: '验证码发送过于频繁，请一分钟后再试',
    pt: 'Um código foi enviado há menos de um minuto, aguarde antes de pedir outro',
  },
  invalidInput: {
    en: 'Invalid request: {{detail}}',
    zh: '请求参数错误：{{detail}}',
    pt: 'Requisição inválida: {{detail}}',
  },
  notFound: { en: 'Not found', zh: '未找到', pt: 'Não encontrado' },
  forbidden: {
    en: 'You do not have permission to do this',
    zh: '您没有权限执行此操作',
    pt: 'Você não tem permissão para isso',
  },
  serverError: {
    en: 'Something went wrong on our side, please try again',
    zh: '服务器出错了，请重试',
    pt: 'Algo deu errado do nosso lado, tente novamente',
  },
  networkFailed: {
    en: 'Could not reach the server, please check your connection and try again',
    zh: '无法连接服务器，请检查网络后重试',
    pt: 'Não foi possível conectar ao servidor, verifique sua conexão e tente novamente',
  },
  requestTimedOut: {
    en: 'The server did not answer within {{seconds}} s, please try again',
    zh: '服务器在 {{seconds}} 秒内没有响应，请重试',
    pt: 'O servidor não respondeu em {{seconds}} s, tente novamente',
  },
  requestFailedStatus: {
    en: 'The server answered with an error ({{status}}), please try again',
    zh: '服务器返回了错误（{{status}}），请重试',
    pt: 'O servidor respondeu com um erro ({{status}}), tente novamente',
  },
  uploadFailed: { en: 'Upload failed', zh: '上传失败', pt: 'Falha no envio' },
  loadFailed: { en: 'Failed to load', zh: '加载失败', pt: 'Falha ao carregar' },
  fileTooLarge: {
    en: 'The file is too large (at most {{max}})',
    zh: '文件过大（最大 {{max}}）',
    pt: 'O arquivo é muito grande (no máximo {{max}})',
  },
  avatarNotSquare: {
    en: 'The profile picture must have equal width and height',
    zh: '头像的宽度和高度必须相等',
    pt: 'A foto de perfil deve ter largura e altura iguais',
  },
  textHasNulByte: {
    en: 'The text contains a character that is not allowed',
    zh: '文本中包含不允许的字符',
    pt: 'O texto contém um caractere não permitido',
  },
  imageTooManyPixels: {
    en: 'The picture can be at most {{max}} x {{max}} pixels',
    zh: '图片不能超过 {{max}} x {{max}} 像素',
    pt: 'A imagem pode ter no máximo {{max}} x {{max}} pixels',
  },
  notAnImage: {
    en: 'The file is not a JPEG, PNG or WEBP image',
    zh: '文件不是 JPEG、PNG 或 WEBP 图片',
    pt: 'O arquivo não é uma imagem JPEG, PNG ou WEBP',
  },
  apiPlanRequired: {
    en: 'API access requires a Pro or Enterprise plan',
    zh: 'API 调用需要专业版或企业版套餐',
    pt: 'O acesso à API requer um plano Pro ou Enterprise',
  },
  apiTokenPlanRequired: {
    en: 'API tokens need a Pro or Enterprise plan: upgrade your plan to create one',
    zh: 'API 令牌需要专业版或企业版套餐：请升级套餐后再创建',
    pt: 'Tokens de API exigem um plano Pro ou Enterprise: faça upgrade do seu plano para criar um',
  },
  apiTokenNeedsSession: {
    en: 'API tokens can only be created by a signed-in user, not with an API token',
    zh: '只有已登录的用户才能创建 API 令牌，不能使用 API 令牌创建',
    pt: 'Tokens de API só podem ser criados por um usuário conectado, não com um token de API',
  },
  requestOriginRefused: {
    en: 'This request did not come from the app: open the app and try again',
    zh: '该请求并非来自本应用：请打开应用后重试',
    pt: 'Esta solicitação não veio do aplicativo: abra o aplicativo e tente novamente',
  },
  oauthNotConfigured: {
    en: 'Sign-in with {{provider}} is not configured on this server',
    zh: '此服务器未配置 {{provider}} 登录',
    pt: 'O login com {{provider}} não está configurado neste servidor',
  },
  oauthFailed: {
    en: 'Sign-in with {{provider}} failed, please try again',
    zh: '{{provider}} 登录失败，请重试',
    pt: 'O login com {{provider}} falhou, tente novamente',
  },
  balanceInsufficient: {
    en: 'Oops, the K-coin balance is insufficient!',
    zh: '哎呀，K币余额不足！',
    pt: 'Ops, o saldo de K-coins é insuficiente!',
  },
  noSubscription: {
    en: 'You have no renewing subscription to cancel',
    zh: '您没有可取消的自动续费订阅',
    pt: 'Você não tem assinatura com renovação para cancelar',
  },
  orderNotPayable: {
    en: 'This order can no longer be paid',
    zh: '该订单已无法支付',
    pt: 'Este pedido não pode mais ser pago',
  },
  redemptionCodeInvalid: {
    en: 'This redemption code is not valid',
    zh: '兑换码无效',
    pt: 'Este código de resgate não é válido',
  },
  redemptionCodeUsed: {
    en: 'You have already used this redemption code',
    zh: '您已使用过该兑换码',
    pt: 'Você já usou este código de resgate',
  },
  rewardNotReady: {
    en: 'Finish the task first to claim its reward',
    zh: '请先完成任务再领取奖励',
    pt: 'Conclua a tarefa antes de resgatar a recompensa',
  },
  invoiceNotReady: {
    en: 'An invoice is available once the order is paid',
    zh: '订单支付后才能开具发票',
    pt: 'A fatura fica disponível depois que o pedido é pago',
  },
  openInDefaultBrowser: {
    en: "Please use your phone's default browser to open the system",
    zh: '请使用手机默认浏览器打开系统',
    pt: 'Use o navegador padrão do seu telefone para abrir o sistema',
  },
  videoFailedSystem: {
    en: 'Sorry, your video generation failed due to system reasons',
    zh: '抱歉，由于系统原因，您的视频生成失败',
    pt: 'Desculpe, a geração do seu vídeo falhou por motivos do sistema',
  },
  videoFailedRetry: {
    en: 'Video generation failed, please try again',
    zh: '视频生成失败，请重试',
    pt: 'A geração do vídeo falhou, tente novamente',
  },
  videoTaskBusy: {
    en: 'Sorry, video tasks are being generated. Please wait for completion before resubmitting.',
    zh: '抱歉，视频任务正在生成中，请等待完成后再提交。',
    pt: 'Desculpe, há tarefas de vídeo sendo geradas. Aguarde a conclusão antes de enviar novamente.',
  },
  videoNotReady: {
    en: 'Please proceed after the video is generated successfully',
    zh: '请在视频生成成功后再操作',
    pt: 'Continue depois que o vídeo for gerado com sucesso',
  },
  characterLimitExceeded: {
    en: 'Character limit exceeded, upgrade',
    zh: '超出字数限制，请升级',
    pt: 'Limite de caracteres excedido, faça upgrade',
  },
  scriptTooShort: {
    en: 'The text content cannot be less than {{min}} characters',
    zh: '文本内容不能少于 {{min}} 个字符',
    pt: 'O texto não pode ter menos de {{min}} caracteres',
  },
  videoNameRequired: {
    en: 'Video name cannot be empty',
    zh: '视频名称不能为空',
    pt: 'O nome do vídeo não pode ficar vazio',
  },
  sensitiveWordsFound: {
    en: 'The text contains sensitive words: {{words}}',
    zh: '文本包含敏感词：{{words}}',
    pt: 'O texto contém palavras sensíveis: {{words}}',
  },
  memberOnlyAsset: {
    en: 'This avatar or voice is for members only. Upgrade to use it.',
    zh: '该数字人或声音仅限会员使用，升级后即可使用。',
    pt: 'Este avatar ou voz é exclusivo para membros. Faça upgrade para usar.',
  },
  uploadAudioRequired: { en: 'Please upload audio', zh: '请上传音频', pt: 'Envie um áudio' },
  audioNotMp3: {
    en: 'Only MP3 audio can be uploaded',
    zh: '仅支持上传 MP3 音频',
    pt: 'Somente áudio MP3 pode ser enviado',
  },
  audioTooShort: {
    en: 'The audio must be longer than {{min}} seconds',
    zh: '音频时长需超过 {{min}} 秒',
    pt: 'O áudio deve ter mais de {{min}} segundos',
  },
  audioTooLong: {
    en: 'The audio can be at most {{max}} minutes long',
    zh: '音频时长不能超过 {{max}} 分钟',
    pt: 'O áudio pode ter no máximo {{max}} minutos',
  },
  uploadNotAudio: {
    en: 'This file is not audio. Please upload an MP3, WAV or M4A file',
    zh: '该文件不是音频，请上传 MP3、WAV 或 M4A 文件',
    pt: 'Este arquivo não é um áudio. Envie um arquivo MP3, WAV ou M4A',
  },
  audioUnreadable: {
    en: 'The audio file could not be read, please upload it again',
    zh: '音频文件无法读取，请重新上传',
    pt: 'Não foi possível ler o arquivo de áudio, envie-o novamente',
  },
  formatConversionFailed: {
    en: 'The file format could not be converted, please upload it again',
    zh: '文件格式转换失败，请重新上传',
    pt: 'Não foi possível converter o formato do arquivo, envie-o novamente',
  },
  avatarNotFound: {
    en: 'This avatar does not exist or has been deleted',
    zh: '该数字人不存在或已被删除',
    pt: 'Este avatar não existe ou foi excluído',
  },
  avatarNotReady: {
    en: 'This talking photo is still being processed',
    zh: '该照片数字人仍在处理中',
    pt: 'Esta foto falante ainda está sendo processada',
  },
  voiceNotFound: {
    en: 'This voice does not exist',
    zh: '该声音不存在',
    pt: 'Esta voz não existe',
  },
  backgroundUnsupported: {
    en: 'Backgrounds must be JPG, PNG or WEBP images or MP4 or MOV videos',
    zh: '背景仅支持 JPG、PNG、WEBP 图片或 MP4、MOV 视频',
    pt: 'O fundo deve ser uma imagem JPG, PNG ou WEBP ou um vídeo MP4 ou MOV',
  },
  photoUnsupportedFormat: {
    en: 'Please upload a JPG, PNG or WEBP photo',
    zh: '请上传 JPG、PNG 或 WEBP 格式的照片',
    pt: 'Envie uma foto JPG, PNG ou WEBP',
  },
  photoTooLarge: {
    en: 'The photo can be at most 10 MB',
    zh: '照片不能超过 10 MB',
    pt: 'A foto pode ter no máximo 10 MB',
  },
  photoBadDimensions: {
    en: 'The photo must be between 360 and 4000 pixels on each side',
    zh: '照片每边需在 360 到 4000 像素之间',
    pt: 'A foto deve ter entre 360 e 4000 pixels em cada lado',
  },
  photoNoFace: {
    en: 'No face was found in the photo. Please upload a clear, front-facing portrait',
    zh: '照片中未检测到人脸，请上传清晰的正面人像',
    pt: 'Nenhum rosto foi encontrado na foto. Envie um retrato nítido e de frente',
  },
  photoMultipleFaces: {
    en: 'The photo must show exactly one face',
    zh: '照片中只能有一张人脸',
    pt: 'A foto deve mostrar exatamente um rosto',
  },
  photoFaceTooSmall: {
    en: 'The face is too small. Please upload a closer portrait',
    zh: '人脸太小，请上传更近的人像照片',
    pt: 'O rosto está muito pequeno. Envie um retrato mais próximo',
  },
  photoUnclearFace: {
    en: 'The face is not clear enough. Please upload a sharper, well-lit portrait',
    zh: '人脸不够清晰，请上传更清晰、光线充足的人像',
    pt: 'O rosto não está nítido. Envie um retrato mais nítido e bem iluminado',
  },
  photoLimitReached: {
    en: 'You can keep at most {{max}} talking photos (refused photos do not count). Delete one to upload another',
    zh: '最多可保存 {{max}} 张照片数字人（未通过检测的照片不计入），请删除一张后再上传',
    pt: 'Você pode manter no máximo {{max}} fotos falantes (fotos recusadas não contam). Exclua uma para enviar outra',
  },
  pauseInvalid: {
    en: 'The pause {{token}} is not valid: pauses go from 0.5 to 10 seconds in steps of 0.5',
    zh: '停顿 {{token}} 无效：停顿时长为 0.5 到 10 秒，步长 0.5 秒',
    pt: 'A pausa {{token}} não é válida: as pausas vão de 0,5 a 10 segundos, em passos de 0,5',
  },
  taskNotRetryable: {
    en: 'Only failed videos can be generated again',
    zh: '只有失败的视频才能重新生成',
    pt: 'Somente vídeos que falharam podem ser gerados novamente',
  },
  ...voiceLibraryMessages,
  ...dubbingMessages,
  ...voiceChangerMessages,
  ...voiceCloneMessages,
  ...avatarCloneMessages,
  ...audioSubtitleMessages,
  ...slideMessages,
  ...translationMessages,
  ...cutoutMessages,
  ...aiPhotoMessages,
  ...aiModelMessages,
  ...imageToVideoMessages,
  ...subtitleRemoverMessages,
  ...faceSwapMessages,
  ...orderMessages,
  ...mailMessages,
  ...openApiMessages,
  ...lipSyncMessages,
  ...copywritingMessages,
} satisfies TCatalogue;

export type TMessageKey = keyof typeof messages;

export function translate(key: TMessageKey, locale: TLocale, params: Record<string, string | number> = {}): string {
  const template = messages[key][locale] ?? messages[key].en;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
