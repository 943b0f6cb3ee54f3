import type { TCatalogue } from './catalogue';

/** Audio-to-subtitle messages. */
export const audioSubtitleMessages = {
  subtitleTaskNotFound: {
    en: 'These subtitles no longer exist',
    zh: '该字幕已不存在',
    pt: 'Estas legendas não existem mais',
  },
  subtitleAudioWrongFormat: {
    en: 'Only MP3, WAV or M4A audio can be turned into subtitles',
    zh: '仅支持 MP3、WAV 或 M4A 音频生成字幕',
    pt: 'Somente áudio MP3, WAV ou M4A pode ser transformado em legendas',
  },
  subtitleAudioSilent: {
    en: 'No sound can be heard in this audio, please upload a recording with speech',
    zh: '该音频中听不到声音，请上传有人声的录音',
    pt: 'Nenhum som pode ser ouvido neste áudio, envie uma gravação com fala',
  },
  subtitleLanguageUnsupported: {
    en: 'Subtitles cannot be made in this language here',
    zh: '此处无法生成该语言的字幕',
    pt: 'Não é possível gerar legendas neste idioma aqui',
  },
  subtitleTextRequired: {
    en: 'For {{language}}, please enter the text that is spoken: this installation can time a known text but cannot recognise speech in this language',
    zh: '对于{{language}}，请输入音频中所说的文字：本系统可以为已知文字对齐时间，但无法识别该语言的语音',
    pt: 'Para {{language}}, digite o texto falado: esta instalação consegue sincronizar um texto conhecido, mas não reconhece fala neste idioma',
  },
  subtitleTextUnspeakable: {
    en: 'The text has no words to match with the audio',
    zh: '文本中没有可与音频对应的文字',
    pt: 'O texto não tem palavras para sincronizar com o áudio',
  },
  subtitleNotReady: {
    en: 'The subtitles are still being made, please wait until they are finished',
    zh: '字幕仍在生成中，请等待完成',
    pt: 'As legendas ainda estão sendo geradas, aguarde até que terminem',
  },
  subtitleCueInvalid: {
    en: 'Subtitle line {{line}} must end after it starts and stay within the audio',
    zh: '第 {{line}} 行字幕的结束时间必须晚于开始时间，且不能超出音频时长',
    pt: 'A linha de legenda {{line}} deve terminar depois de começar e ficar dentro do áudio',
  },
  subtitleCueOverlap: {
    en: 'Subtitle line {{line}} starts before the line above it ends',
    zh: '第 {{line}} 行字幕在上一行结束前就开始了',
    pt: 'A linha de legenda {{line}} começa antes de a linha anterior terminar',
  },
  subtitleExtractFailed: {
    en: 'Sorry, the subtitles could not be made, please try again',
    zh: '抱歉，字幕生成失败，请重试',
    pt: 'Desculpe, não foi possível gerar as legendas, tente novamente',
  },
  subtitleNoSpeechFound: {
    en: 'No speech was recognised in this audio',
    zh: '未在该音频中识别到语音',
    pt: 'Nenhuma fala foi reconhecida neste áudio',
  },
} satisfies TCatalogue;
