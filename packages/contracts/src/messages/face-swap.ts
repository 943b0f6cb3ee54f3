import type { TCatalogue } from './catalogue';

/** Face swap messages (#18): the face library's check, the video rules of SPEC 5, the mapping and the task. */
export const faceSwapMessages = {
  faceCheckNoFace: {
    en: 'No face was found in the photo. Please upload a clear, front-facing photo of one person',
    zh: '照片中未找到人脸，请上传一张清晰的单人正面照片',
    pt: 'Nenhum rosto foi encontrado na foto. Envie uma foto nítida e de frente de uma pessoa',
  },
  faceCheckManyFaces: {
    en: 'The photo shows more than one face. Please upload a photo of one person only',
    zh: '照片中有多张人脸，请上传只有一个人的照片',
    pt: 'A foto mostra mais de um rosto. Envie uma foto de apenas uma pessoa',
  },
  faceCheckFaceTooSmall: {
    en: 'The face is too small. Please upload a closer photo where the face fills more of the picture',
    zh: '人脸太小，请上传脸部占画面更多的近照',
    pt: 'O rosto está pequeno demais. Envie uma foto mais próxima, em que o rosto ocupe mais da imagem',
  },
  faceCheckFaceTurned: {
    en: 'The face is turned away. Please upload a photo looking straight at the camera',
    zh: '人脸角度过大，请上传正视镜头的照片',
    pt: 'O rosto está virado. Envie uma foto olhando de frente para a câmera',
  },
  faceCheckFaceBlurred: {
    en: 'The face is blurred. Please upload a sharper, well-lit photo',
    zh: '人脸模糊，请上传更清晰、光线充足的照片',
    pt: 'O rosto está desfocado. Envie uma foto mais nítida e bem iluminada',
  },
  faceCheckImageTooLarge: {
    en: 'The photo is too large. Please upload a JPEG, PNG or WEBP of at most 10 MB and 4000 px',
    zh: '照片太大，请上传不超过 10 MB、4000 像素的 JPEG、PNG 或 WEBP 图片',
    pt: 'A foto é grande demais. Envie um JPEG, PNG ou WEBP de no máximo 10 MB e 4000 px',
  },
  faceCheckBadImage: {
    en: 'The photo cannot be read. Please upload a JPEG, PNG or WEBP picture',
    zh: '无法读取照片，请上传 JPEG、PNG 或 WEBP 图片',
    pt: 'Não foi possível ler a foto. Envie uma imagem JPEG, PNG ou WEBP',
  },
  faceSwapFaceNotFound: {
    en: 'This face is no longer in your library',
    zh: '该人脸已不在您的人脸库中',
    pt: 'Este rosto não está mais na sua biblioteca',
  },
  faceSwapFaceNotReady: {
    en: 'Pick faces that passed the check',
    zh: '请选择已通过检测的人脸',
    pt: 'Escolha rostos que passaram na verificação',
  },
  faceSwapVideoWrongFormat: {
    en: 'Please upload an MP4 or MOV video',
    zh: '请上传 MP4 或 MOV 格式的视频',
    pt: 'Envie um vídeo MP4 ou MOV',
  },
  faceSwapVideoTooLarge: {
    en: 'The video is larger than {{maxMb}} MB, the most your plan takes for face swap',
    zh: '视频超过 {{maxMb}} MB，超出您的套餐换脸视频上限',
    pt: 'O vídeo tem mais de {{maxMb}} MB, o máximo que o seu plano aceita para troca de rosto',
  },
  faceSwapVideoTooLargeFree: {
    en: 'Free users can upload face-swap videos of up to {{maxMb}} MB. Upgrade to upload up to {{paidMb}} MB',
    zh: '免费用户换脸视频上限为 {{maxMb}} MB，升级后可上传最多 {{paidMb}} MB',
    pt: 'Usuários gratuitos podem enviar vídeos de até {{maxMb}} MB para troca de rosto. Faça upgrade para até {{paidMb}} MB',
  },
  faceSwapVideoTooLong: {
    en: 'The video is longer than {{maxMinutes}} minutes. Face swap takes videos of up to {{maxMinutes}} minutes',
    zh: '视频超过 {{maxMinutes}} 分钟，换脸视频最长 {{maxMinutes}} 分钟',
    pt: 'O vídeo tem mais de {{maxMinutes}} minutos. A troca de rosto aceita vídeos de até {{maxMinutes}} minutos',
  },
  faceSwapVideoUnreadable: {
    en: 'The video could not be read. Please re-upload it as MP4 or MOV',
    zh: '视频格式转换失败，请重新上传 MP4 或 MOV 视频',
    pt: 'Não foi possível ler o vídeo. Envie-o novamente em MP4 ou MOV',
  },
  faceSwapNoPeople: {
    en: 'No face was found in the video. Please upload a video where faces are clearly visible',
    zh: '视频中未找到人脸，请上传人脸清晰可见的视频',
    pt: 'Nenhum rosto foi encontrado no vídeo. Envie um vídeo em que os rostos apareçam bem',
  },
  faceSwapTaskNotFound: {
    en: 'This face swap no longer exists',
    zh: '该换脸任务已不存在',
    pt: 'Esta troca de rosto não existe mais',
  },
  faceSwapNotReady: {
    en: 'The video is still being analysed; try again when the people are shown',
    zh: '视频仍在分析中，请在显示人物后再试',
    pt: 'O vídeo ainda está sendo analisado; tente de novo quando as pessoas aparecerem',
  },
  faceSwapNotEditable: {
    en: 'This face swap was already submitted',
    zh: '该换脸任务已提交',
    pt: 'Esta troca de rosto já foi enviada',
  },
  faceSwapMappingEmpty: {
    en: 'Choose a face for at least one person',
    zh: '请至少为一个人选择人脸',
    pt: 'Escolha um rosto para pelo menos uma pessoa',
  },
  faceSwapSingleOnePerson: {
    en: 'Single face swap changes one person. Switch to multi-face swap to change several',
    zh: '单人换脸只能替换一个人，如需替换多人请切换到多人换脸',
    pt: 'A troca de rosto única muda uma pessoa. Mude para troca de vários rostos para mudar várias',
  },
  faceSwapPersonUnknown: {
    en: 'This person was not found in the video',
    zh: '视频中没有这个人',
    pt: 'Esta pessoa não foi encontrada no vídeo',
  },
  faceSwapBusy: {
    en: 'Sorry, video tasks are being generated. Please wait for completion before resubmitting.',
    zh: '抱歉，视频任务正在生成中，请等待完成后再提交。',
    pt: 'Desculpe, há tarefas de vídeo sendo geradas. Aguarde a conclusão antes de enviar novamente.',
  },
  faceSwapFailed: {
    en: 'The face swap failed; nothing was charged. Please try again',
    zh: '换脸失败，未扣费，请重试',
    pt: 'A troca de rosto falhou; nada foi cobrado. Tente novamente',
  },
} satisfies TCatalogue;
