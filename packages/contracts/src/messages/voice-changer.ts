import type { TCatalogue } from './catalogue';

/** Voice changer messages. */
export const voiceChangerMessages = {
  voiceChangeNotFound: {
    en: 'This voice change no longer exists',
    zh: '该变声记录已不存在',
    pt: 'Esta mudança de voz não existe mais',
  },
  voiceChangeWrongFormat: {
    en: 'Please upload an MP3, WAV or M4A audio file',
    zh: '请上传 MP3、WAV 或 M4A 格式的音频文件',
    pt: 'Envie um arquivo de áudio MP3, WAV ou M4A',
  },
  voiceChangeSilent: {
    en: 'This audio is silent or almost silent, please upload a recording with a voice in it',
    zh: '该音频无声或几乎无声，请上传有人声的录音',
    pt: 'Este áudio está em silêncio ou quase, envie uma gravação com voz',
  },
  voiceChangeFailed: {
    en: 'The voice change failed, please try again',
    zh: '变声失败，请重试',
    pt: 'A mudança de voz falhou, tente novamente',
  },
} satisfies TCatalogue;
