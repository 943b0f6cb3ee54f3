import type { TCatalogue } from './catalogue';

/** Avatar clone messages: the portrait-video checks, lifecycle refusals and the clone e-mails. */
export const avatarCloneMessages = {
  avatarCloneVideoRequired: {
    en: 'Avatar clone needs a video, please upload one',
    zh: '数字人克隆需要视频，请上传',
    pt: 'O clone de avatar precisa de um vídeo. Envie um',
  },
  avatarCloneVideoWrongFormat: {
    en: 'Only MP4 and MOV videos can be cloned',
    zh: '仅支持克隆 MP4 和 MOV 格式的视频',
    pt: 'Somente vídeos MP4 e MOV podem ser clonados',
  },
  avatarCloneVideoUnreadable: {
    en: 'The video could not be read, please upload an MP4 or MOV file',
    zh: '无法读取该视频，请上传 MP4 或 MOV 文件',
    pt: 'Não foi possível ler o vídeo. Envie um arquivo MP4 ou MOV',
  },
  avatarCloneVideoTooLarge: {
    en: 'The video must be at most {{maxMb}} MB',
    zh: '视频不能超过 {{maxMb}} MB',
    pt: 'O vídeo deve ter no máximo {{maxMb}} MB',
  },
  avatarCloneVideoTooShort: {
    en: 'The video must last at least {{minSec}} seconds',
    zh: '视频时长至少为 {{minSec}} 秒',
    pt: 'O vídeo deve durar pelo menos {{minSec}} segundos',
  },
  avatarCloneVideoTooLong: {
    en: 'The video must last at most {{maxMinutes}} minutes',
    zh: '视频时长不能超过 {{maxMinutes}} 分钟',
    pt: 'O vídeo deve durar no máximo {{maxMinutes}} minutos',
  },
  avatarCloneVideoLowResolution: {
    en: 'The video must be at least {{minSide}}p: film in 720p or 1080p',
    zh: '视频分辨率至少为 {{minSide}}p，请使用 720p 或 1080p 拍摄',
    pt: 'O vídeo deve ter pelo menos {{minSide}}p: grave em 720p ou 1080p',
  },
  avatarCloneVideoNoFace: {
    en: 'No face was found in the video (at {{atSec}} s): film yourself facing the camera the whole time',
    zh: '视频中未检测到人脸（第 {{atSec}} 秒）：请全程面向镜头拍摄',
    pt: 'Nenhum rosto foi encontrado no vídeo (em {{atSec}} s): grave-se de frente para a câmera o tempo todo',
  },
  avatarCloneVideoMultipleFaces: {
    en: 'More than one face is in the video (at {{atSec}} s): only the person to clone may be in the picture',
    zh: '视频中出现了多张人脸（第 {{atSec}} 秒）：画面中只能有被克隆的人',
    pt: 'Há mais de um rosto no vídeo (em {{atSec}} s): somente a pessoa a clonar pode aparecer',
  },
  avatarCloneVideoNotFrontal: {
    en: 'The face is turned away or unclear in the video (from {{atSec}} s): look into the camera in good light',
    zh: '视频中的人脸偏转或不清晰（从第 {{atSec}} 秒起）：请在光线充足处直视镜头',
    pt: 'O rosto está virado ou pouco nítido no vídeo (a partir de {{atSec}} s): olhe para a câmera com boa luz',
  },
  avatarCloneNotPayable: {
    en: 'This avatar clone has nothing to pay for now',
    zh: '该数字人克隆当前无需支付',
    pt: 'Não há nada a pagar por este clone de avatar agora',
  },
  avatarCloneNotEditable: {
    en: 'This avatar clone can no longer be changed',
    zh: '该数字人克隆已无法修改',
    pt: 'Este clone de avatar não pode mais ser alterado',
  },
  avatarCloneNotRenewable: {
    en: 'Only successful or expired avatar clones can be renewed',
    zh: '只有成功或已过期的数字人克隆才能续费',
    pt: 'Somente clones de avatar concluídos ou expirados podem ser renovados',
  },
  avatarCloneNotInReview: {
    en: 'This avatar clone is not waiting for review',
    zh: '该数字人克隆不在待审核状态',
    pt: 'Este clone de avatar não está aguardando análise',
  },
  avatarCloneFailedSystem: {
    en: 'The avatar could not be prepared from this video, please resubmit',
    zh: '无法根据该视频制作数字人，请重新提交',
    pt: 'Não foi possível preparar o avatar a partir deste vídeo. Envie novamente',
  },
  avatarCloneLapsed: {
    en: 'This avatar clone was not paid within 24 hours; resubmit it to pay',
    zh: '该数字人克隆未在 24 小时内支付，请重新提交后支付',
    pt: 'Este clone de avatar não foi pago em 24 horas; envie-o novamente para pagar',
  },
  avatarCloneMailReadySubject: {
    en: 'Your avatar clone "{{name}}" is ready',
    zh: '您的数字人克隆“{{name}}”已完成',
    pt: 'Seu clone de avatar "{{name}}" está pronto',
  },
  avatarCloneMailReadyBody: {
    en: 'Your avatar clone "{{name}}" is ready. Pick it under My clones when you create a video, until {{expiry}}.',
    zh: '您的数字人克隆“{{name}}”已完成，{{expiry}} 前创建视频时可在“我的克隆”中选择。',
    pt: 'Seu clone de avatar "{{name}}" está pronto. Escolha-o em Meus clones ao criar um vídeo, até {{expiry}}.',
  },
  avatarCloneMailRejectedSubject: {
    en: 'Your avatar clone "{{name}}" was rejected',
    zh: '您的数字人克隆“{{name}}”未通过审核',
    pt: 'Seu clone de avatar "{{name}}" foi recusado',
  },
  avatarCloneMailRejectedBody: {
    en: 'Your avatar clone "{{name}}" was rejected: {{reason}}. Your K-coins were returned. Change it and resubmit it from My avatars.',
    zh: '您的数字人克隆“{{name}}”未通过审核：{{reason}}。K币已退回。请在“我的数字人”中修改后重新提交。',
    pt: 'Seu clone de avatar "{{name}}" foi recusado: {{reason}}. Seus K-coins foram devolvidos. Altere-o e envie novamente em Meus avatares.',
  },
  avatarCloneMailFailedSubject: {
    en: 'Your avatar clone "{{name}}" could not be made',
    zh: '您的数字人克隆“{{name}}”未能完成',
    pt: 'Não foi possível criar seu clone de avatar "{{name}}"',
  },
  avatarCloneMailFailedBody: {
    en: 'Your avatar clone "{{name}}" could not be made: {{reason}}. Your K-coins were returned; resubmit it from My avatars.',
    zh: '您的数字人克隆“{{name}}”未能完成：{{reason}}。K币已退回，请在“我的数字人”中重新提交。',
    pt: 'Não foi possível criar seu clone de avatar "{{name}}": {{reason}}. Seus K-coins foram devolvidos; envie-o novamente em Meus avatares.',
  },
  avatarCloneMailExpiredSubject: {
    en: 'Your avatar clone "{{name}}" has expired',
    zh: '您的数字人克隆“{{name}}”已过期',
    pt: 'Seu clone de avatar "{{name}}" expirou',
  },
  avatarCloneMailExpiredBody: {
    en: 'Your avatar clone "{{name}}" has expired. Renew it from My avatars to make videos with it again.',
    zh: '您的数字人克隆“{{name}}”已过期，请在“我的数字人”中续费后继续使用。',
    pt: 'Seu clone de avatar "{{name}}" expirou. Renove-o em Meus avatares para voltar a criar vídeos com ele.',
  },
  avatarCloneMailLapsedSubject: {
    en: 'Your avatar clone "{{name}}" was not paid',
    zh: '您的数字人克隆“{{name}}”未支付',
    pt: 'Seu clone de avatar "{{name}}" não foi pago',
  },
  avatarCloneMailLapsedBody: {
    en: 'Your avatar clone "{{name}}" was not paid within 24 hours and has lapsed. Resubmit it from My avatars whenever you are ready.',
    zh: '您的数字人克隆“{{name}}”未在 24 小时内支付，已失效。准备好后可在“我的数字人”中重新提交。',
    pt: 'Seu clone de avatar "{{name}}" não foi pago em 24 horas e expirou. Envie-o novamente em Meus avatares quando quiser.',
  },
} satisfies TCatalogue;
