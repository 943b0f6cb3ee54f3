import type { TCatalogue } from './catalogue';

/** The subtitle remover (#18). The four box rules are SPEC 8's words, kept exactly. */
export const subtitleRemoverMessages = {
  subtitleRemoverOneSubtitleBox: {
    en: 'Only one subtitle box can be added',
    zh: '只能添加一个字幕框',
    pt: 'Só é possível adicionar uma caixa de legenda',
  },
  subtitleRemoverOneWatermarkBox: {
    en: 'Only one watermark frame can be added',
    zh: '只能添加一个水印框',
    pt: 'Só é possível adicionar um quadro de marca d’água',
  },
  subtitleRemoverTooManyBoxes: {
    en: 'You can only add up to 5 boxes',
    zh: '最多只能添加 5 个框',
    pt: 'Você pode adicionar no máximo 5 caixas',
  },
  subtitleRemoverNoBox: {
    en: 'Please add at least one watermark box or subtitle box',
    zh: '请至少添加一个水印框或字幕框',
    pt: 'Adicione pelo menos uma caixa de marca d’água ou de legenda',
  },
  subtitleRemoverBoxOutside: {
    en: 'Each box must lie inside the video frame and be at least {{min}} pixels wide and high',
    zh: '每个框都必须位于视频画面内，且宽高至少 {{min}} 像素',
    pt: 'Cada caixa deve ficar dentro do quadro do vídeo e ter pelo menos {{min}} pixels de largura e altura',
  },
  subtitleRemoverWrongFormat: {
    en: 'Please upload an MP4 or MOV video',
    zh: '请上传 MP4 或 MOV 格式的视频',
    pt: 'Envie um vídeo MP4 ou MOV',
  },
  subtitleRemoverTooLarge: {
    en: 'The video must be at most {{maxMb}} MB',
    zh: '视频大小不能超过 {{maxMb}} MB',
    pt: 'O vídeo deve ter no máximo {{maxMb}} MB',
  },
  subtitleRemoverTooShort: {
    en: 'The video must be at least {{minSec}} seconds long',
    zh: '视频时长不能少于 {{minSec}} 秒',
    pt: 'O vídeo deve ter pelo menos {{minSec}} segundos',
  },
  subtitleRemoverTooLong: {
    en: 'The video must be at most {{maxMinutes}} minutes long',
    zh: '视频时长不能超过 {{maxMinutes}} 分钟',
    pt: 'O vídeo deve ter no máximo {{maxMinutes}} minutos',
  },
  subtitleRemoverUnreadable: {
    en: 'This video cannot be read, please export it again as MP4 and retry',
    zh: '无法读取该视频，请重新导出为 MP4 后再试',
    pt: 'Não foi possível ler este vídeo; exporte-o novamente em MP4 e tente de novo',
  },
  subtitleRemoverUploadFirst: {
    en: 'Please upload the video on this page first',
    zh: '请先在本页面上传视频',
    pt: 'Envie primeiro o vídeo nesta página',
  },
  subtitleRemoverNotFound: {
    en: 'This subtitle removal no longer exists',
    zh: '该去字幕任务已不存在',
    pt: 'Esta remoção de legendas não existe mais',
  },
  subtitleRemoverFailed: {
    en: 'Sorry, the subtitles could not be removed due to system reasons; your K-coins were returned',
    zh: '抱歉，由于系统原因未能去除字幕，K币已退还',
    pt: 'Desculpe, não foi possível remover as legendas por motivos do sistema; seus K-coins foram devolvidos',
  },
} satisfies TCatalogue;
