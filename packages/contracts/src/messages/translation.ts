import type { TCatalogue } from './catalogue';

/** Translation of a video's transcript (#16). */
export const translationMessages = {
  translationUnsupported: {
    en: 'This installation cannot translate {{from}} into {{to}}',
    zh: '当前安装无法将{{from}}翻译为{{to}}',
    pt: 'Esta instalação não consegue traduzir {{from}} para {{to}}',
  },
  translationFailed: {
    en: 'The translation could not be made, please try again',
    zh: '翻译失败，请重试',
    pt: 'Não foi possível traduzir, tente novamente',
  },
  translationBusy: {
    en: 'The translation service is busy or did not answer in time, please try again in a moment',
    zh: '翻译服务繁忙或未及时响应，请稍后重试',
    pt: 'O serviço de tradução está ocupado ou não respondeu a tempo, tente novamente em instantes',
  },
  videoTranslationWrongFormat: {
    en: 'Please upload an MP4 or MOV video',
    zh: '请上传 MP4 或 MOV 格式的视频',
    pt: 'Envie um vídeo MP4 ou MOV',
  },
  videoTranslationTooLarge: {
    en: 'The video must be at most {{maxMb}} MB',
    zh: '视频大小不能超过 {{maxMb}} MB',
    pt: 'O vídeo deve ter no máximo {{maxMb}} MB',
  },
  videoTranslationTooShort: {
    en: 'The video must be at least {{minSec}} seconds long',
    zh: '视频时长不能少于 {{minSec}} 秒',
    pt: 'O vídeo deve ter pelo menos {{minSec}} segundos',
  },
  videoTranslationTooLong: {
    en: 'The video must be at most {{maxMinutes}} minutes long',
    zh: '视频时长不能超过 {{maxMinutes}} 分钟',
    pt: 'O vídeo deve ter no máximo {{maxMinutes}} minutos',
  },
  videoTranslationLowResolution: {
    en: 'The video is too small: its shorter side must be at least {{minSide}} pixels',
    zh: '视频分辨率过低：短边至少需要 {{minSide}} 像素',
    pt: 'O vídeo é pequeno demais: o lado menor deve ter pelo menos {{minSide}} pixels',
  },
  videoTranslationNoAudio: {
    en: 'This video has no sound to translate',
    zh: '该视频没有可翻译的声音',
    pt: 'Este vídeo não tem som para traduzir',
  },
  videoTranslationUnreadable: {
    en: 'This video cannot be read, please export it again as MP4 and retry',
    zh: '无法读取该视频，请重新导出为 MP4 后再试',
    pt: 'Não foi possível ler este vídeo; exporte-o novamente em MP4 e tente de novo',
  },
  videoTranslationNotFound: {
    en: 'This translation no longer exists',
    zh: '该翻译任务已不存在',
    pt: 'Esta tradução não existe mais',
  },
  videoTranslationNotEditable: {
    en: 'This translation cannot be changed at this step',
    zh: '当前步骤无法修改该翻译任务',
    pt: 'Esta tradução não pode ser alterada nesta etapa',
  },
  videoTranslationSourceUnsupported: {
    en: 'Speech in {{language}} cannot be translated by this installation',
    zh: '当前安装无法翻译{{language}}语音',
    pt: 'Esta instalação não consegue traduzir fala em {{language}}',
  },
  videoTranslationTranscriptRequired: {
    en: 'This installation cannot recognise {{language}} speech: paste the words spoken or upload an SRT file',
    zh: '当前安装无法识别{{language}}语音：请粘贴讲话内容或上传 SRT 字幕文件',
    pt: 'Esta instalação não reconhece fala em {{language}}: cole o texto falado ou envie um arquivo SRT',
  },
  videoTranslationSentenceUnknown: {
    en: 'Sentence {{index}} is not in this transcript',
    zh: '字幕中没有第 {{index}} 句',
    pt: 'A frase {{index}} não está nesta transcrição',
  },
  videoTranslationSentenceEmpty: {
    en: 'Every sentence needs a translation before the video is made',
    zh: '生成视频前，每一句都需要译文',
    pt: 'Todas as frases precisam de tradução antes de gerar o vídeo',
  },
  videoTranslationNoSpeech: {
    en: 'No speech was found in this video',
    zh: '视频中未识别到讲话内容',
    pt: 'Nenhuma fala foi encontrada neste vídeo',
  },
  videoTranslationTranscribeFailed: {
    en: 'The speech could not be transcribed, please try again',
    zh: '语音转写失败，请重试',
    pt: 'Não foi possível transcrever a fala, tente novamente',
  },
  videoTranslationFailed: {
    en: 'The translated video could not be made; your K-coins were returned',
    zh: '译制视频生成失败，K币已退回',
    pt: 'Não foi possível gerar o vídeo traduzido; seus K-coins foram devolvidos',
  },
  videoTranslationBusy: {
    en: 'Your translations already use every slot of your plan; wait for one to finish',
    zh: '您的翻译任务已达到套餐的并发上限，请等待其中一个完成',
    pt: 'Suas traduções já usam todas as vagas do seu plano; aguarde uma terminar',
  },
  videoTranslationVoiceNotFound: {
    en: 'This voice cannot speak {{language}}, please pick another',
    zh: '该声音不能说{{language}}，请选择其他声音',
    pt: 'Esta voz não fala {{language}}; escolha outra',
  },
  videoTranslationSubtitlesInvalid: {
    en: 'This subtitle file cannot be read: upload an SRT or WebVTT file',
    zh: '无法读取该字幕文件：请上传 SRT 或 WebVTT 文件',
    pt: 'Não foi possível ler este arquivo de legendas: envie um arquivo SRT ou WebVTT',
  },
  videoTranslationRegenerateFailed: {
    en: 'The sentence could not be regenerated; the video is as it was before',
    zh: '该句重新生成失败，视频保持原样',
    pt: 'Não foi possível regerar a frase; o vídeo continua como antes',
  },
} satisfies TCatalogue;
