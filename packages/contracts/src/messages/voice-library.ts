import type { TCatalogue } from './catalogue';

/** Voice library and saved-voice messages. */
export const voiceLibraryMessages = {
  savedVoiceNotFound: {
    en: 'This saved voice no longer exists',
    zh: '该收藏的声音已不存在',
    pt: 'Esta voz salva não existe mais',
  },
  savedVoiceNameRequired: {
    en: 'Please give the voice a name',
    zh: '请为该声音命名',
    pt: 'Dê um nome à voz',
  },
  savedVoiceNameTooLong: {
    en: 'The name can have at most 40 characters',
    zh: '名称最多 40 个字符',
    pt: 'O nome pode ter no máximo 40 caracteres',
  },
  speechMannerOutOfRange: {
    en: 'Speed and pitch go from 0.5 to 2, volume from 0 to 2',
    zh: '语速和音调范围为 0.5 到 2，音量范围为 0 到 2',
    pt: 'Velocidade e tom vão de 0,5 a 2, volume de 0 a 2',
  },
  savedVoiceLimitReached: {
    en: 'You can save up to {{limit}} voices: delete one to save another',
    zh: '最多可收藏 {{limit}} 个声音，请删除一个后再收藏',
    pt: 'Você pode salvar até {{limit}} vozes: exclua uma para salvar outra',
  },
} satisfies TCatalogue;
