import type { TCatalogue } from './catalogue';

/** Voice clone messages (SPEC 5 and 8 word for word in English) and the clone e-mails. */
export const voiceCloneMessages = {
  cloneNoticeRequired: {
    en: 'Please read and agree to the Customized Service Notice',
    zh: '请阅读并同意定制服务须知',
    pt: 'Leia e aceite o Aviso de Serviço Personalizado',
  },
  cloneFailedSensitive: {
    en: 'Clone task failed due to sensitive content, please resubmit',
    zh: '克隆任务因包含敏感内容而失败，请重新提交',
    pt: 'A tarefa de clonagem falhou devido a conteúdo sensível, envie novamente',
  },
  cloneSampleUnreadable: {
    en: 'The recording could not be read as audio, please upload an MP3, WAV or M4A file',
    zh: '无法读取该录音，请上传 MP3、WAV 或 M4A 音频文件',
    pt: 'Não foi possível ler a gravação como áudio. Envie um arquivo MP3, WAV ou M4A',
  },
  cloneSampleWrongFormat: {
    en: 'Only MP3, WAV and M4A recordings can be cloned',
    zh: '仅支持克隆 MP3、WAV 和 M4A 格式的录音',
    pt: 'Somente gravações MP3, WAV e M4A podem ser clonadas',
  },
  cloneSampleTooSmall: {
    en: 'The recording must be larger than {{minKb}} KB',
    zh: '录音文件须大于 {{minKb}} KB',
    pt: 'A gravação deve ter mais de {{minKb}} KB',
  },
  cloneSampleTooLarge: {
    en: 'The recording must be at most {{maxMb}} MB',
    zh: '录音文件不能超过 {{maxMb}} MB',
    pt: 'A gravação deve ter no máximo {{maxMb}} MB',
  },
  cloneSampleTooShort: {
    en: 'The recording must last at least {{minSec}} seconds',
    zh: '录音时长至少为 {{minSec}} 秒',
    pt: 'A gravação deve durar pelo menos {{minSec}} segundos',
  },
  cloneSampleTooShortMinutes: {
    en: 'The recording must last at least {{minMinutes}} minutes',
    zh: '录音时长至少为 {{minMinutes}} 分钟',
    pt: 'A gravação deve durar pelo menos {{minMinutes}} minutos',
  },
  cloneSampleTooLong: {
    en: 'The recording must last at most {{maxMinutes}} minutes',
    zh: '录音时长不能超过 {{maxMinutes}} 分钟',
    pt: 'A gravação deve durar no máximo {{maxMinutes}} minutos',
  },
  cloneSampleSilent: {
    en: 'The recording is silent, please record your voice again',
    zh: '录音中没有声音，请重新录制',
    pt: 'A gravação está em silêncio. Grave sua voz novamente',
  },
  cloneSampleTooLittleSpeech: {
    en: 'The recording has too little speech; please read aloud for most of it',
    zh: '录音中的说话内容太少，请在录音的大部分时间里朗读',
    pt: 'A gravação tem pouca fala. Leia em voz alta durante a maior parte dela',
  },
  cloneNotPayable: {
    en: 'This voice clone has nothing to pay for now',
    zh: '该声音克隆当前无需支付',
    pt: 'Não há nada a pagar por esta clonagem de voz agora',
  },
  cloneNotEditable: {
    en: 'This voice clone can no longer be changed',
    zh: '该声音克隆已无法修改',
    pt: 'Esta clonagem de voz não pode mais ser alterada',
  },
  cloneNotRenewable: {
    en: 'Only successful or expired voice clones can be renewed',
    zh: '只有成功或已过期的声音克隆才能续费',
    pt: 'Somente clonagens de voz concluídas ou expiradas podem ser renovadas',
  },
  cloneNotInReview: {
    en: 'This voice clone is not waiting for review',
    zh: '该声音克隆不在待审核状态',
    pt: 'Esta clonagem de voz não está aguardando análise',
  },
  cloneFailedSystem: {
    en: 'The voice could not be synthesised from this recording, please resubmit',
    zh: '无法根据该录音合成声音，请重新提交',
    pt: 'Não foi possível sintetizar a voz a partir desta gravação. Envie novamente',
  },
  cloneMailReadySubject: {
    en: 'Your voice clone "{{name}}" is ready',
    zh: '您的声音克隆“{{name}}”已完成',
    pt: 'Sua clonagem de voz "{{name}}" está pronta',
  },
  cloneMailReadyBody: {
    en: 'Your cloned voice "{{name}}" is ready. Pick it in dubbing and avatar videos until {{expiry}}.',
    zh: '您的克隆声音“{{name}}”已完成，{{expiry}} 前可在配音和数字人视频中使用。',
    pt: 'Sua voz clonada "{{name}}" está pronta. Use-a em dublagens e vídeos de avatar até {{expiry}}.',
  },
  cloneMailRejectedSubject: {
    en: 'Your voice clone "{{name}}" was rejected',
    zh: '您的声音克隆“{{name}}”未通过审核',
    pt: 'Sua clonagem de voz "{{name}}" foi recusada',
  },
  cloneMailRejectedBody: {
    en: 'Your voice clone "{{name}}" was rejected: {{reason}}. Change it and resubmit it from your voice clones; you will not pay again.',
    zh: '您的声音克隆“{{name}}”未通过审核：{{reason}}。请在“我的声音克隆”中修改后重新提交，无需再次付费。',
    pt: 'Sua clonagem de voz "{{name}}" foi recusada: {{reason}}. Altere-a e envie novamente em suas clonagens de voz; você não pagará de novo.',
  },
  cloneMailExpiredSubject: {
    en: 'Your voice clone "{{name}}" has expired',
    zh: '您的声音克隆“{{name}}”已过期',
    pt: 'Sua clonagem de voz "{{name}}" expirou',
  },
  cloneMailExpiredBody: {
    en: 'Your cloned voice "{{name}}" has expired. Renew it from your voice clones to use it again.',
    zh: '您的克隆声音“{{name}}”已过期，请在“我的声音克隆”中续费后继续使用。',
    pt: 'Sua voz clonada "{{name}}" expirou. Renove-a em suas clonagens de voz para usá-la novamente.',
  },
  cloneMailFailedSubject: {
    en: 'Your voice clone "{{name}}" could not be made',
    zh: '您的声音克隆“{{name}}”未能完成',
    pt: 'Não foi possível criar sua clonagem de voz "{{name}}"',
  },
  cloneMailFailedBody: {
    en: 'Your voice clone "{{name}}" could not be made: {{reason}}. Resubmit it from your voice clones; you will not pay again.',
    zh: '您的声音克隆“{{name}}”未能完成：{{reason}}。请在“我的声音克隆”中重新提交，无需再次付费。',
    pt: 'Não foi possível criar sua clonagem de voz "{{name}}": {{reason}}. Envie-a novamente em suas clonagens de voz; você não pagará de novo.',
  },
} satisfies TCatalogue;
