import type { TCatalogue } from './catalogue';

/** Cutout messages. */
export const cutoutMessages = {
  cutoutWrongFormat: {
    en: 'Please upload a JPEG, PNG or WEBP image',
    zh: '请上传 JPEG、PNG 或 WEBP 格式的图片',
    pt: 'Envie uma imagem JPEG, PNG ou WEBP',
  },
  cutoutNotFound: {
    en: 'This cutout no longer exists',
    zh: '该抠图已不存在',
    pt: 'Este recorte não existe mais',
  },
  cutoutFailed: {
    en: 'The cutout failed, please try again',
    zh: '抠图失败，请重试',
    pt: 'O recorte falhou, tente novamente',
  },
  cutoutNothingFound: {
    en: 'No subject was found in this photo: try one where the subject stands out from the background',
    zh: '未在这张照片中找到主体：请换一张主体与背景区分明显的照片',
    pt: 'Nenhum objeto foi encontrado nesta foto: tente uma em que ele se destaque do fundo',
  },
} satisfies TCatalogue;
