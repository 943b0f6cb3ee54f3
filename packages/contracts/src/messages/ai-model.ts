import type { TCatalogue } from './catalogue';

/** AI model (virtual try-on) messages. */
export const aiModelMessages = {
  aiModelNotFound: {
    en: 'This AI model request no longer exists',
    zh: '该 AI 模特任务已不存在',
    pt: 'Este pedido de modelo IA não existe mais',
  },
  aiModelImageCount: {
    en: 'Upload {{min}} to {{max}} pictures of the product',
    zh: '请上传 {{min}} 到 {{max}} 张商品图片',
    pt: 'Envie de {{min}} a {{max}} fotos do produto',
  },
  aiModelWrongFormat: {
    en: 'Pictures must be JPEG, PNG or WEBP',
    zh: '图片必须是 JPEG、PNG 或 WEBP 格式',
    pt: 'As fotos devem ser JPEG, PNG ou WEBP',
  },
  aiModelImageTooSmall: {
    en: 'Each picture must be larger than {{min}} x {{min}} pixels',
    zh: '每张图片必须大于 {{min}} x {{min}} 像素',
    pt: 'Cada foto deve ser maior que {{min}} x {{min}} pixels',
  },
  aiModelPersonRequired: {
    en: 'Pick a stock model or upload your own photo, not both',
    zh: '请选择一个模特或上传您自己的照片（二选一）',
    pt: 'Escolha um modelo ou envie a sua própria foto, não os dois',
  },
  aiModelStockUnknown: {
    en: 'This stock model is not available',
    zh: '该模特不可用',
    pt: 'Este modelo não está disponível',
  },
  aiModelKindUnsupported: {
    en: 'This installation cannot show this kind of product worn yet: it needs a try-on server',
    zh: '本系统暂不能展示此类商品的试穿效果：需要配置试穿服务器',
    pt: 'Esta instalação ainda não consegue mostrar este tipo de produto vestido: é preciso um servidor de prova virtual',
  },
  aiModelNoFace: {
    en: 'No face was found in the photo of the model: use a clear, front-facing portrait',
    zh: '模特照片中未找到人脸：请使用清晰的正面照片',
    pt: 'Nenhum rosto foi encontrado na foto do modelo: use um retrato nítido e de frente',
  },
  aiModelNoBody: {
    en: 'No body was found in the photo of the model: use a photo showing the shoulders and upper body',
    zh: '模特照片中未找到人体：请使用能看到肩膀和上半身的照片',
    pt: 'Nenhum corpo foi encontrado na foto do modelo: use uma foto que mostre os ombros e a parte de cima do corpo',
  },
  aiModelNoProduct: {
    en: 'No product was found in your pictures: try ones where the product stands out from its background',
    zh: '未在您的图片中找到商品：请换商品与背景区分明显的图片',
    pt: 'Nenhum produto foi encontrado nas suas fotos: tente fotos em que ele se destaque do fundo',
  },
  aiModelFailed: {
    en: 'The pictures could not be made; nothing was charged',
    zh: '图片生成失败，未扣费',
    pt: 'Não foi possível criar as fotos; nada foi cobrado',
  },
  aiModelBusy: {
    en: 'Please wait until the AI model pictures being made are ready',
    zh: '请等待正在生成的 AI 模特图片完成',
    pt: 'Aguarde até que as fotos de modelo IA em criação fiquem prontas',
  },
  aiModelMailReadySubject: {
    en: 'Your AI model pictures are ready',
    zh: '您的 AI 模特图片已生成',
    pt: 'As suas fotos de modelo IA estão prontas',
  },
  aiModelMailReadyBody: {
    en: 'The {{count}} pictures of your product worn by the model are ready. Open AI model in Orator to see and download them.',
    zh: '您的商品模特图（共 {{count}} 张）已生成。请在 Orator 的 AI 模特页面查看和下载。',
    pt: 'As {{count}} fotos do seu produto usado pelo modelo estão prontas. Abra Modelo IA no Orator para vê-las e baixá-las.',
  },
  aiModelMailFailedSubject: {
    en: 'Your AI model pictures could not be made',
    zh: '您的 AI 模特图片生成失败',
    pt: 'Não foi possível criar as suas fotos de modelo IA',
  },
  aiModelMailFailedBody: {
    en: '{{reason}} Your K-coins were not charged.',
    zh: '{{reason}} 未扣除您的 K 币。',
    pt: '{{reason}} Os seus K-coins não foram cobrados.',
  },
} satisfies TCatalogue;
