import type { TCatalogue } from './catalogue';

/** Image to video and text to video messages (SPEC 5 and 8); failures use the SPEC's `videoFailedSystem`. */
export const imageToVideoMessages = {
  videoPromptViolation: {
    en: 'The entered text contains violations',
    zh: '输入的文本包含违规内容',
    pt: 'O texto inserido contém violações',
  },
  videoGenNotFound: {
    en: 'This video no longer exists',
    zh: '该视频已不存在',
    pt: 'Este vídeo não existe mais',
  },
  videoGenWrongFormat: {
    en: 'Pictures must be JPEG, PNG or WEBP',
    zh: '图片必须是 JPEG、PNG 或 WEBP 格式',
    pt: 'As fotos devem ser JPEG, PNG ou WEBP',
  },
  videoGenImageTooSmall: {
    en: 'Each picture must be at least {{min}} x {{min}} pixels',
    zh: '每张图片至少需要 {{min}} x {{min}} 像素',
    pt: 'Cada foto deve ter pelo menos {{min}} x {{min}} pixels',
  },
  videoGenNoSentence: {
    en: 'Write at least one sentence to turn into a video',
    zh: '请至少输入一句话来生成视频',
    pt: 'Escreva pelo menos uma frase para transformar em vídeo',
  },
  videoGenSubtitlesNeedVoice: {
    en: 'Choose a voice to add subtitles: they show the spoken words',
    zh: '添加字幕前请先选择配音：字幕显示朗读的内容',
    pt: 'Escolha uma voz para adicionar legendas: elas mostram as palavras faladas',
  },
  videoGenTemplateCity: {
    en: 'Slow zoom in on the city at night, neon lights shimmering',
    zh: '夜晚城市缓慢推近，霓虹灯闪烁',
    pt: 'Zoom lento na cidade à noite, com luzes de neon cintilando',
  },
  videoGenTemplateProduct: {
    en: 'Orbit around the product on a marble table in soft morning light',
    zh: '环绕大理石桌上的商品，清晨柔和的光线',
    pt: 'Órbita ao redor do produto sobre uma mesa de mármore, na luz suave da manhã',
  },
  videoGenTemplatePortrait: {
    en: 'Gentle push in on the portrait, hair moving in the breeze',
    zh: '缓缓推近人像，头发随微风飘动',
    pt: 'Aproximação suave no retrato, cabelos movendo-se com a brisa',
  },
  videoGenTemplateLandscape: {
    en: 'Pan across the mountains at sunset, dust floating in the light',
    zh: '日落时平移掠过群山，光中尘埃漂浮',
    pt: 'Panorâmica sobre as montanhas ao pôr do sol, poeira flutuando na luz',
  },
  videoGenTemplatePet: {
    en: 'Zoom in on the dog sitting in the garden, warm afternoon sun',
    zh: '推近坐在花园里的狗，午后温暖的阳光',
    pt: 'Zoom no cachorro sentado no jardim, sol quente da tarde',
  },
  videoGenTemplateFood: {
    en: 'Slow orbit around a steaming bowl of noodles on a wooden table',
    zh: '缓慢环绕木桌上一碗热气腾腾的面条',
    pt: 'Órbita lenta ao redor de uma tigela de macarrão fumegante sobre a mesa de madeira',
  },
  videoGenNotFinished: {
    en: 'This video is not finished yet: save it once it is made',
    zh: '该视频尚未生成完成，请在生成后再保存',
    pt: 'Este vídeo ainda não está pronto: salve-o quando terminar',
  },
  videoGenTemplateNotFound: {
    en: 'This template picture does not exist',
    zh: '该模板图片不存在',
    pt: 'Esta imagem de modelo não existe',
  },
  videoArtFailed: {
    en: 'The picture could not be made and nothing was charged. Please try again',
    zh: '图片生成失败，未扣除任何费用，请重试',
    pt: 'Não foi possível criar a imagem e nada foi cobrado. Tente novamente',
  },
  videoGenTemplatePodium: {
    en: 'Slow orbit around the product on a podium under a soft spotlight',
    zh: '在柔和聚光灯下缓慢环绕展台上的商品',
    pt: 'Órbita lenta ao redor do produto sobre um pódio, sob um holofote suave',
  },
  videoGenTemplateKitchen: {
    en: 'Gentle push in on the kitchen counter in warm morning light',
    zh: '清晨温暖的光线中缓缓推近厨房台面',
    pt: 'Aproximação suave na bancada da cozinha, na luz quente da manhã',
  },
  videoGenTemplateMarble: {
    en: 'Pan across the marble table, light gliding over the stone',
    zh: '平移掠过大理石桌面，光线在石面上流动',
    pt: 'Panorâmica sobre a mesa de mármore, a luz deslizando pela pedra',
  },
  videoGenTemplateMeadow: {
    en: 'Slow zoom in on the meadow, dust drifting in the sunlight',
    zh: '缓慢推近草地，阳光中尘埃飘动',
    pt: 'Zoom lento no campo, poeira flutuando à luz do sol',
  },
  videoGenTemplateLivingRoom: {
    en: 'Push in across the cosy living room in the afternoon light',
    zh: '午后的光线中推近温馨的客厅',
    pt: 'Aproximação pela sala de estar aconchegante, na luz da tarde',
  },
  videoGenTemplateNeon: {
    en: 'Orbit through the neon night, lights glowing and flickering',
    zh: '环绕霓虹夜景，灯光闪烁',
    pt: 'Órbita pela noite de neon, luzes brilhando e cintilando',
  },
} satisfies TCatalogue;
