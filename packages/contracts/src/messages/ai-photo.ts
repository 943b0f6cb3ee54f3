import type { TCatalogue } from './catalogue';

/** AI photo messages. */
export const aiPhotoMessages = {
  aiPhotoNotFound: {
    en: 'This image request no longer exists',
    zh: '该图片任务已不存在',
    pt: 'Este pedido de imagens não existe mais',
  },
  aiPhotoImageNotFound: {
    en: 'This image no longer exists',
    zh: '该图片已不存在',
    pt: 'Esta imagem não existe mais',
  },
  aiPhotoReferenceRequired: {
    en: 'Add at least one picture of your product: this installation composes product photos from your pictures',
    zh: '请至少添加一张商品图片：本系统用您的图片合成商品图',
    pt: 'Adicione pelo menos uma foto do seu produto: esta instalação compõe fotos de produto a partir das suas fotos',
  },
  aiPhotoPromptRequired: {
    en: 'Describe the image you want, or add a reference picture',
    zh: '请描述您想要的图片，或添加参考图',
    pt: 'Descreva a imagem que deseja ou adicione uma foto de referência',
  },
  aiPhotoWrongFormat: {
    en: 'Reference pictures must be JPEG, PNG or WEBP',
    zh: '参考图必须是 JPEG、PNG 或 WEBP 格式',
    pt: 'As fotos de referência devem ser JPEG, PNG ou WEBP',
  },
  aiPhotoImageTooSmall: {
    en: 'Each reference picture must be at least {{min}} x {{min}} pixels',
    zh: '每张参考图至少需要 {{min}} x {{min}} 像素',
    pt: 'Cada foto de referência deve ter pelo menos {{min}} x {{min}} pixels',
  },
  aiPhotoAspect: {
    en: 'The width of a reference picture must be between {{min}} and {{max}} times its height',
    zh: '参考图的宽高比必须在 {{min}} 到 {{max}} 之间',
    pt: 'A largura de uma foto de referência deve ficar entre {{min}} e {{max}} vezes a altura',
  },
  aiPhotoNoProduct: {
    en: 'No product was found in your pictures: try one where the product stands out from its background',
    zh: '未在您的图片中找到商品：请换一张商品与背景区分明显的图片',
    pt: 'Nenhum produto foi encontrado nas suas fotos: tente uma em que ele se destaque do fundo',
  },
  aiPhotoFailed: {
    en: 'The images could not be made; nothing was charged',
    zh: '图片生成失败，未扣费',
    pt: 'Não foi possível criar as imagens; nada foi cobrado',
  },
  aiPhotoBusy: {
    en: 'Please wait until the images being made are ready',
    zh: '请等待正在生成的图片完成',
    pt: 'Aguarde até que as imagens em criação fiquem prontas',
  },
  aiPhotoNotReady: {
    en: 'These images are not ready yet',
    zh: '图片尚未生成完成',
    pt: 'Estas imagens ainda não estão prontas',
  },
  aiPhotoSampleKitchen: {
    en: 'On a bright kitchen counter in the morning light',
    zh: '清晨阳光下明亮的厨房台面上',
    pt: 'Sobre uma bancada de cozinha clara à luz da manhã',
  },
  aiPhotoSampleStudio: {
    en: 'On a white studio sweep with a soft shadow',
    zh: '白色摄影棚背景，柔和的阴影',
    pt: 'Num fundo infinito branco de estúdio, com sombra suave',
  },
  aiPhotoSampleOutdoor: {
    en: 'Outdoors on green grass under a blue sky',
    zh: '户外，蓝天下的绿色草地上',
    pt: 'Ao ar livre, na grama verde sob o céu azul',
  },
} satisfies TCatalogue;
