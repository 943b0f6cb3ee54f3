import {
  AssetApi,
  DigitalHumanApi,
  SupportType,
  SavedVoiceApi,
  TaskApi,
  VoiceApi,
  type TDigitalHuman,
  type TLanguage,
  type TTaskPermission,
  type TTaskQuote,
  type TVoice,
} from '@orator/contracts';
import { mockApi } from '../../../test/mock-api';

const SPRITE_COLUMNS = ['closed', 'rest', 'fv', 'l', 'round', 'wide', 'open'].flatMap((viseme) =>
  ['open', 'half', 'closed'].map((eyes) => `${viseme}_${eyes}.png`),
);

export function aPresenter(overrides: Partial<TDigitalHuman> = {}): TDigitalHuman {
  const id = overrides.digitalHumanId ?? 'stock-0001';
  return {
    digitalHumanId: id,
    name: 'Ava',
    humanSource: 1,
    supportTypeId: SupportType.DigitalHuman,
    uploadTypeId: 110,
    gender: 'female',
    ageGroup: 'young',
    areaTypeId: 141,
    styleTagId: 137,
    framing: 'half',
    memberOnly: false,
    digitalHumanThumbnailUrl: `/api/digitalhuman/v1/digitalhuman/poster?id=${id}`,
    spriteUrl: `/api/digitalhuman/v1/digitalhuman/sprite?id=${id}&height=480`,
    spriteColumns: SPRITE_COLUMNS,
    spriteFrameWidth: 360,
    spriteFrameHeight: 480,
    ...overrides,
  };
}

export function aVoice(overrides: Partial<TVoice> = {}): TVoice {
  return {
    voiceId: 'en-us-ava',
    voiceName: 'Ava',
    voiceSource: 101,
    language: 'en-US',
    languageName: 'English (US)',
    gender: 'female',
    ageGroup: 'young',
    styles: ['friendly'],
    memberOnly: false,
    defaultVoiceUrl: '/api/voice/v1/voice/sample?voiceId=en-us-ava',
    engine: 'espeak',
    ...overrides,
  };
}

export const PRESENTERS = [aPresenter(), aPresenter({ digitalHumanId: 'stock-0002', name: 'Ben', gender: 'male' })];
const VOICES = [aVoice(), aVoice({ voiceId: 'en-us-ben', voiceName: 'Ben', gender: 'male' })];
const LANGUAGES: TLanguage[] = [
  { code: 'en-US', name: 'English (US)', nativeName: 'English (US)', voiceCount: 2 },
  { code: 'pt-BR', name: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)', voiceCount: 1 },
];

export function aPermission(overrides: Partial<TTaskPermission> = {}): TTaskPermission {
  return { allowed: true, processing: 0, concurrentLimit: 5, scriptCharacterLimit: 10000, member: true, ...overrides };
}

const page = <T>(records: T[]) => ({ code: 200, data: { records, total: records.length, current: 1, size: 20 } });

/** The API as the create page finds it on a first visit: a plan, presenters, voices, fonts and a quote. */
export function mockStudioApi({
  permission = aPermission(),
  presenters = PRESENTERS,
  quote = {
    estimatedSeconds: 10,
    cost: 10,
    price: 10,
    isTrial: false,
    freeUses: { total: 0, used: 0, thisUse: null },
    balance: 1250,
  },
}: { permission?: TTaskPermission; presenters?: TDigitalHuman[]; quote?: TTaskQuote } = {}): void {
  mockApi.on('GET', TaskApi.isPermissionSubmit, { code: 200, data: permission });
  mockApi.on('GET', TaskApi.getNewTaskName, { code: 200, data: 'Video 3' });
  mockApi.on('POST', TaskApi.quote, { code: 200, data: quote });
  mockApi.on('POST', TaskApi.checkSensitiveWords, { code: 200, data: { sensitiveWord: [] } });
  mockApi.on('POST', DigitalHumanApi.list, page(presenters));
  mockApi.on('GET', VoiceApi.queryLanguage, { code: 200, data: LANGUAGES });
  mockApi.on('POST', VoiceApi.queryRecentUseVoiceListNew, { code: 200, data: [] });
  mockApi.on('POST', SavedVoiceApi.list, { code: 200, data: [] });
  mockApi.on('POST', VoiceApi.queryVoicePageNew, page(VOICES));
  mockApi.on('GET', AssetApi.queryFontList, {
    code: 200,
    data: [{ id: 'noto-sans', name: 'Noto Sans', family: 'Noto Sans', cjk: false }],
  });
}
