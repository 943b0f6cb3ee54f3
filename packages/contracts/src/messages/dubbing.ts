import type { TCatalogue } from './catalogue';

/** Text-to-speech dubbing messages. */
export const dubbingMessages = {
  dubbingNotFound: {
    en: 'This dubbing no longer exists',
    zh: '该配音已不存在',
    pt: 'Esta dublagem não existe mais',
  },
  dubbingTextEmpty: {
    en: 'Please enter the text to dub',
    zh: '请输入要配音的文本',
    pt: 'Digite o texto a ser dublado',
  },
  dubbingTaskBusy: {
    en: 'Sorry, dubbing tasks are being generated. Please wait for completion before resubmitting.',
    zh: '抱歉，配音任务正在生成中，请等待完成后再提交。',
    pt: 'Desculpe, há dublagens sendo geradas. Aguarde a conclusão antes de enviar novamente.',
  },
  dubbingFailedSystem: {
    en: 'Sorry, your dubbing failed due to system reasons',
    zh: '抱歉，由于系统原因，您的配音生成失败',
    pt: 'Desculpe, sua dublagem falhou por motivos do sistema',
  },
  dubbingNotReady: {
    en: 'Please proceed after the dubbing is generated successfully',
    zh: '请在配音生成成功后再操作',
    pt: 'Continue depois que a dublagem for gerada com sucesso',
  },
  dubbingLanguageUnknown: {
    en: 'This language is not available for dubbing',
    zh: '该语言暂不支持配音',
    pt: 'Este idioma não está disponível para dublagem',
  },
  auditionNothingToSay: {
    en: 'There is nothing to read aloud in this text',
    zh: '这段文字中没有可朗读的内容',
    pt: 'Não há nada para ler em voz alta neste texto',
  },
} satisfies TCatalogue;
