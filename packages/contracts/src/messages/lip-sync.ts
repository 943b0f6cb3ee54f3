import type { TCatalogue } from './catalogue';

/** Lip sync of a video to a new audio (the open API's video/v3/submitLipTask). */
export const lipSyncMessages = {
  lipSyncVideoRequired: {
    en: 'Give the video: videoUrl, an address this installation handed you, or videoFileId',
    zh: '请提供视频：videoUrl（此安装版本返回给你的地址）或 videoFileId',
    pt: 'Informe o vídeo: videoUrl, um endereço que esta instalação forneceu, ou videoFileId',
  },
  lipSyncAudioRequired: {
    en: 'Give the audio: audioUrl, an address this installation handed you such as textToSpeech’s, or audioFileId',
    zh: '请提供音频：audioUrl（此安装版本返回给你的地址，例如 textToSpeech 的）或 audioFileId',
    pt: 'Informe o áudio: audioUrl, um endereço que esta instalação forneceu, como o de textToSpeech, ou audioFileId',
  },
  lipSyncNoFace: {
    en: 'No face was found in this video: give a video in which the speaker faces the camera',
    zh: '视频中未检测到人脸：请提供说话人面向镜头的视频',
    pt: 'Nenhum rosto foi encontrado neste vídeo: envie um vídeo em que a pessoa que fala esteja de frente para a câmera',
  },
  lipSyncVideoWrongFormat: {
    en: 'The video must be an MP4 or MOV file',
    zh: '视频必须是 MP4 或 MOV 文件',
    pt: 'O vídeo deve ser um arquivo MP4 ou MOV',
  },
  lipSyncVideoTooLarge: {
    en: 'The video must be at most {{maxMb}} MB',
    zh: '视频大小不能超过 {{maxMb}} MB',
    pt: 'O vídeo deve ter no máximo {{maxMb}} MB',
  },
  lipSyncVideoTooLong: {
    en: 'The video must be at most {{maxMinutes}} minutes long',
    zh: '视频时长不能超过 {{maxMinutes}} 分钟',
    pt: 'O vídeo deve ter no máximo {{maxMinutes}} minutos',
  },
  lipSyncVideoUnreadable: {
    en: 'This video cannot be read, please export it again as MP4 and retry',
    zh: '无法读取该视频，请重新导出为 MP4 后再试',
    pt: 'Não foi possível ler este vídeo; exporte-o novamente em MP4 e tente de novo',
  },
  lipSyncAudioWrongFormat: {
    en: 'The audio must be an MP3 or WAV file, such as the audioUrl of textToSpeech',
    zh: '音频必须是 MP3 或 WAV 文件，例如 textToSpeech 返回的 audioUrl',
    pt: 'O áudio deve ser um arquivo MP3 ou WAV, como o audioUrl de textToSpeech',
  },
  lipSyncAudioSilent: {
    en: 'The audio is silent: there is no speech to move the lips to',
    zh: '音频没有声音：没有可对口型的语音',
    pt: 'O áudio está em silêncio: não há fala para sincronizar os lábios',
  },
  lipSyncNotFound: {
    en: 'Lip-sync job not found',
    zh: '未找到该对口型任务',
    pt: 'Tarefa de sincronização labial não encontrada',
  },
  lipSyncFailed: {
    en: 'The lip-synced video could not be made; no K-coins were charged',
    zh: '对口型视频生成失败，未扣除 K 币',
    pt: 'Não foi possível gerar o vídeo com sincronização labial; nenhuma K-coin foi cobrada',
  },
} satisfies TCatalogue;
