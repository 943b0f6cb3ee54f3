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
} satisfies TCatalogue;
