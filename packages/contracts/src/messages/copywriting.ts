import type { TCatalogue } from './catalogue';

/** AI marketing copy messages. */
export const copywritingMessages = {
  copyKeywordsRequired: {
    en: 'Please enter keywords or a short description of your product',
    zh: '请输入关键词或产品的简短描述',
    pt: 'Digite palavras-chave ou uma breve descrição do seu produto',
  },
  copyKeywordsTooLong: {
    en: 'Keywords can be at most 500 characters',
    zh: '关键词最多 500 个字符',
    pt: 'As palavras-chave podem ter no máximo 500 caracteres',
  },
  copyTextRequired: {
    en: 'Please enter the text to extend',
    zh: '请输入要扩写的文案',
    pt: 'Digite o texto a ser ampliado',
  },
  copyTextTooLong: {
    en: 'The text to extend can be at most 6000 characters',
    zh: '要扩写的文案最多 6000 个字符',
    pt: 'O texto a ser ampliado pode ter no máximo 6000 caracteres',
  },
  copyLengthInvalid: {
    en: 'Choose a copy length of 100, 200, 400 or 500 words',
    zh: '请选择 100、200、400 或 500 字的文案长度',
    pt: 'Escolha um tamanho de 100, 200, 400 ou 500 palavras',
  },
  copyExtendLengthInvalid: {
    en: 'Choose a length of 200, 400, 800 or 1200 words',
    zh: '请选择 200、400、800 或 1200 字的长度',
    pt: 'Escolha um tamanho de 200, 400, 800 ou 1200 palavras',
  },
  copyTextAlreadyLong: {
    en: 'The text already has {{length}} words: choose a longer length to extend it',
    zh: '该文案已有 {{length}} 字：请选择更长的长度再扩写',
    pt: 'O texto já tem {{length}} palavras: escolha um tamanho maior para ampliá-lo',
  },
  copyLanguageUnsupported: {
    en: 'Copy cannot be written in this language on this server: pick one from the list',
    zh: '此服务器无法用该语言撰写文案：请从列表中选择',
    pt: 'Este servidor não escreve textos neste idioma: escolha um da lista',
  },
  copyDailyLimitReached: {
    en: 'You have written {{limit}} copies today, the daily limit: please come back tomorrow',
    zh: '您今天已生成 {{limit}} 次文案，已达每日上限：请明天再来',
    pt: 'Você já gerou {{limit}} textos hoje, o limite diário: volte amanhã',
  },
  copyEngineFailed: {
    en: 'The copy could not be written, please try again (it was not counted)',
    zh: '文案生成失败，请重试（本次不计入次数）',
    pt: 'Não foi possível escrever o texto, tente novamente (não foi contado)',
  },
  copySensitiveOutput: {
    en: 'The writer produced words that are not allowed, so the copy was stopped (it was not counted)',
    zh: '生成内容包含不允许的词语，已停止生成（本次不计入次数）',
    pt: 'O texto gerado continha palavras não permitidas e foi interrompido (não foi contado)',
  },
} satisfies TCatalogue;
