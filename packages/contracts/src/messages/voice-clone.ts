import type { TCatalogue } from './catalogue';

/** Voice clone messages (SPEC 5 and 8 word for word in English). */
export const voiceCloneMessages = {
  cloneNoticeRequired: {
    en: 'Please read and agree to the Customized Service Notice',
    zh: '请阅读并同意定制服务须知',
    pt: 'Leia e aceite o Aviso de Serviço Personalizado',
  },
  cloneFailedSensitive: {
    en: 'Clone task failed due to sensitive content, please resubmit',
    zh: '克隆任务因包含敏感内容而失败，请重新提交',
    pt: 'A tarefa de clonagem falhou devido a conteúdo sensível, envie novamente',
  },
} satisfies TCatalogue;
