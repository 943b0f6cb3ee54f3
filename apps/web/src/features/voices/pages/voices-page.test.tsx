import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SavedVoiceApi,
  VoiceApi,
  VoiceSource,
  type TLanguage,
  type TSavedVoice,
  type TVoice,
  type TVoicePageRequest,
} from '@orator/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { confirmButton } from '../../../test/confirm-popup';
import { mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { playPhoneWidth, signIn } from '../../../test/session';

function aVoice(overrides: Partial<TVoice> = {}): TVoice {
  const voiceId = overrides.voiceId ?? 'espeak:en-US:f2';
  return {
    voiceId,
    voiceName: 'Emma',
    voiceSource: VoiceSource.Espeak,
    language: 'en-US',
    languageName: 'English (United States)',
    gender: 'female',
    ageGroup: 'young',
    styles: ['narration', 'friendly'],
    memberOnly: false,
    defaultVoiceUrl: `/api/voice/v1/voice/sample?voiceId=${encodeURIComponent(voiceId)}`,
    engine: 'espeak',
    ...overrides,
  };
}

const EMMA = aVoice();
const WALTER = aVoice({
  voiceId: 'espeak:en-US:m1',
  voiceName: 'Walter',
  gender: 'male',
  ageGroup: 'old',
  styles: ['storytelling'],
  memberOnly: true,
});
const MY_CLONE = aVoice({
  voiceId: 'clone:7',
  voiceName: 'My own voice',
  voiceSource: VoiceSource.Clone,
  engine: 'clone',
  styles: [],
});
const LANGUAGES: TLanguage[] = [
  { code: 'en-US', name: 'English (United States)', nativeName: 'English (United States)', voiceCount: 9 },
  { code: 'pt-BR', name: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)', voiceCount: 9 },
];

function aSavedVoice(overrides: Partial<TSavedVoice> = {}): TSavedVoice {
  return {
    id: 1,
    voiceId: EMMA.voiceId,
    name: 'Evening news',
    speakRate: 1.2,
    speakPitch: 0.9,
    volume: 1,
    voice: EMMA,
    createTime: '2026-11-20T10:00:00.000Z',
    updateTime: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

let saved: TSavedVoice[];

// The page and the antd parts it uses compile on first visit, which can outlast a query's wait.
beforeAll(() => import('./voices-page'));

beforeEach(() => {
  saved = [];
  // jsdom plays no audio: a sample starts as the browser would, and nothing is heard.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue();
  mockApi.on('GET', VoiceApi.queryLanguage, { code: 200, data: LANGUAGES });
  mockApi.on('POST', VoiceApi.queryVoicePageNew, ({ body }) => {
    const request = body as TVoicePageRequest;
    const all = [MY_CLONE, EMMA, WALTER];
    const records = request.voiceClone === 1 ? [MY_CLONE] : request.memberOnly ? [WALTER] : all;
    return { code: 200, data: { records, total: records.length === 3 ? 50 : records.length, current: 1, size: 24 } };
  });
  mockApi.on('POST', SavedVoiceApi.list, () => ({ code: 200, data: saved }));
});

function lastPageRequest(): TVoicePageRequest {
  return mockApi.requestsTo(VoiceApi.queryVoicePageNew).at(-1)?.body as TVoicePageRequest;
}

async function openLibrary(url = '/ai/voices') {
  signIn();
  const view = renderApp(url);
  await screen.findByTestId(`voice-card-${EMMA.voiceId}`);
  return view;
}

/** Picks an option of an antd select by its visible text. */
async function choose(testId: string, optionText: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (item) => item.textContent === optionText,
    );
    expect(found).toBeDefined();
    return found!;
  });
  fireEvent.click(option);
}

describe('the voice library', () => {
  it('shows each voice with its language, traits, styles, badges, sample and dubbing link', async () => {
    await openLibrary();
    expect(mockApi.requestsTo(VoiceApi.queryVoicePageNew)[0]?.body).toEqual({ current: 1, size: 24 });
    expect(screen.getByTestId('voice-count').textContent).toBe('Voices found: 50');

    const walter = within(screen.getByTestId(`voice-card-${WALTER.voiceId}`));
    expect(walter.getByText('Walter')).toBeTruthy();
    expect(walter.getByText('Male · Senior')).toBeTruthy();
    expect(walter.getByText('Storytelling')).toBeTruthy();
    expect(walter.getByTestId(`voice-card-${WALTER.voiceId}-member`)).toBeTruthy();
    expect(screen.queryByTestId(`voice-card-${EMMA.voiceId}-member`)).toBeNull();
    expect(within(screen.getByTestId('voice-card-clone:7')).getByText('My clone')).toBeTruthy();
    expect(walter.getByTestId(`voice-card-${WALTER.voiceId}-dub`).getAttribute('href')).toBe(
      '/ai/dubbing?voiceId=espeak%3Aen-US%3Am1',
    );

    const sample = screen.getByTestId(`voice-card-${EMMA.voiceId}-sample`);
    fireEvent.click(sample);
    expect(sample.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('audio')?.getAttribute('src')).toBe(EMMA.defaultVoiceUrl);
    fireEvent.click(screen.getByTestId(`voice-card-${WALTER.voiceId}-sample`));
    expect(sample.getAttribute('aria-pressed')).toBe('false');
  });

  it('asks the server with every filter the user sets, from the first page again', async () => {
    const { user } = await openLibrary();
    await user.click(screen.getByRole('listitem', { name: /2/ }));
    await waitFor(() => expect(lastPageRequest().current).toBe(2));

    await user.type(within(screen.getByTestId('voice-search')).getByRole('searchbox'), 'story{Enter}');
    await waitFor(() => expect(lastPageRequest()).toEqual({ current: 1, size: 24, keyword: 'story' }));
    await choose('voice-language', 'Português (Brasil) · Portuguese (Brazil) (9)');
    await user.click(within(screen.getByTestId('voice-gender')).getByText('Male'));
    await choose('voice-age', 'Senior');
    await choose('voice-style', 'Calm');
    await choose('voice-access', 'Member-only voices');
    await waitFor(() =>
      expect(lastPageRequest()).toEqual({
        current: 1,
        size: 24,
        keyword: 'story',
        language: 'pt-BR',
        gender: 'male',
        ageGroup: 'old',
        style: 'calm',
        memberOnly: true,
      }),
    );
    await choose('voice-source', 'My clones');
    await waitFor(() => expect(lastPageRequest()).toMatchObject({ voiceClone: 1 }));
    await screen.findByTestId('voice-card-clone:7');
    await choose('voice-source', 'Standard voices');
    await waitFor(() => expect(lastPageRequest()).toMatchObject({ voiceClone: 0, voiceSource: VoiceSource.Espeak }));
    await choose('voice-source', 'Festival voices');
    await waitFor(() => expect(lastPageRequest()).toMatchObject({ voiceSource: VoiceSource.Festival }));
    await choose('voice-source', 'Flite voices');
    await waitFor(() => expect(lastPageRequest()).toMatchObject({ voiceSource: VoiceSource.Flite }));
  });

  it('offers to clone a voice when the user has no clone', async () => {
    await openLibrary();
    mockApi.on('POST', VoiceApi.queryVoicePageNew, {
      code: 200,
      data: { records: [], total: 0, current: 1, size: 24 },
    });
    await choose('voice-source', 'My clones');
    expect((await screen.findByTestId('voice-clone-link')).getAttribute('href')).toBe('/ai/voice-clone');
  });

  it('saves a voice with the name and manner the user gives it', async () => {
    mockApi.on('POST', SavedVoiceApi.save, ({ body }) => {
      saved = [aSavedVoice({ id: 5, ...(body as object) })];
      return { code: 200, data: saved[0] };
    });
    const { user } = await openLibrary();
    await user.click(screen.getByTestId(`voice-card-${EMMA.voiceId}-save`));
    const name = await screen.findByTestId('voice-manner-name');
    expect((name as HTMLInputElement).value).toBe('Emma');
    await user.clear(name);
    await user.type(name, '  Morning show ');
    const rate = screen.getByTestId('voice-manner-speakRate');
    await user.clear(rate);
    await user.type(rate, '1.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(mockApi.requestsTo(SavedVoiceApi.save)[0]?.body).toEqual({
        voiceId: EMMA.voiceId,
        name: 'Morning show',
        speakRate: 1.25,
        speakPitch: 1,
        volume: 1,
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId(`voice-card-${EMMA.voiceId}-save`).getAttribute('aria-label')).toBe(
        'Saved: save again in another manner',
      ),
    );
    expect(screen.getByTestId('voices-tab-saved').textContent).toBe('My saved voices (1)');
  });

  it('refuses an empty name before asking the server', async () => {
    const { user } = await openLibrary();
    await user.click(screen.getByTestId(`voice-card-${EMMA.voiceId}-save`));
    await user.clear(await screen.findByTestId('voice-manner-name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please give the voice a name')).toBeTruthy();
    expect(mockApi.requestsTo(SavedVoiceApi.save)).toHaveLength(0);
  });
});

describe('the engine and measured quality on a card', () => {
  const HANNAH = aVoice({
    voiceId: 'festival:en-US:slt',
    voiceName: 'Hannah',
    voiceSource: VoiceSource.Festival,
    engine: 'festival',
    quality: 'clear',
  });
  const card = (voice: TVoice, part: string) => screen.queryByTestId(`voice-card-${voice.voiceId}-${part}`);

  it('names the offline engine and the measured tier, in the interface language', async () => {
    mockApi.on('POST', VoiceApi.queryVoicePageNew, {
      code: 200,
      data: { records: [HANNAH, EMMA, MY_CLONE], total: 3, current: 1, size: 24 },
    });
    await openLibrary();
    expect(card(HANNAH, 'engine')?.textContent).toBe('Festival');
    expect(card(HANNAH, 'quality')?.textContent).toBe('Clear');
    expect(card(EMMA, 'engine')?.textContent).toBe('eSpeak');
    // Unmeasured voices claim no tier; a clone has its own tag rather than an engine's.
    expect(card(EMMA, 'quality')).toBeNull();
    expect(card(MY_CLONE, 'engine')).toBeNull();

    await act(() => i18n.changeLanguage('zh'));
    await waitFor(() => expect(card(HANNAH, 'quality')?.textContent).toBe('清晰'));
    await act(() => i18n.changeLanguage('pt'));
    await waitFor(() => expect(card(HANNAH, 'quality')?.textContent).toBe('Clara'));
  });
});

describe('my saved voices', () => {
  it('lists them with their manner, edits and deletes them', async () => {
    saved = [aSavedVoice(), aSavedVoice({ id: 2, name: 'Old favourite', voiceId: 'remote:en-US:gone', voice: null })];
    mockApi.on('POST', SavedVoiceApi.update, ({ body }) => {
      saved = [{ ...saved[0]!, ...(body as object) }, saved[1]!];
      return { code: 200, data: saved[0] };
    });
    mockApi.on('POST', SavedVoiceApi.delete, ({ body }) => {
      saved = saved.filter((item) => item.id !== (body as { id: number }).id);
      return { code: 200, data: null };
    });
    signIn();
    const { user, router } = renderApp('/ai/voices?tab=saved');

    expect((await screen.findByTestId('saved-voice-1-manner')).textContent).toBe(
      'Speed 1.2× · Pitch 0.9× · Volume 100%',
    );
    expect(screen.getByTestId('saved-voice-1-dub').getAttribute('href')).toBe(
      '/ai/dubbing?voiceId=espeak%3Aen-US%3Af2&speakRate=1.2&speakPitch=0.9&volume=1',
    );
    const gone = within(screen.getByTestId('saved-voice-2'));
    expect(gone.getByText('This voice is no longer available')).toBeTruthy();
    expect(gone.queryByTestId('saved-voice-2-edit')).toBeNull();

    await user.click(screen.getByTestId('saved-voice-1-edit'));
    const name = await screen.findByTestId('voice-manner-name');
    expect((name as HTMLInputElement).value).toBe('Evening news');
    await user.clear(name);
    await user.type(name, 'Late news');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByTestId('saved-voice-1-name').textContent).toBe('Late news'));
    expect(mockApi.requestsTo(SavedVoiceApi.update)[0]?.body).toEqual({
      id: 1,
      name: 'Late news',
      speakRate: 1.2,
      speakPitch: 0.9,
      volume: 1,
    });

    await user.click(screen.getByTestId('saved-voice-2-delete'));
    await user.click(await confirmButton('Delete'));
    await waitFor(() => expect(screen.queryByTestId('saved-voice-2')).toBeNull());
    expect(mockApi.requestsTo(SavedVoiceApi.delete)[0]?.body).toEqual({ id: 2 });

    await user.click(screen.getByTestId('voices-tab-library'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/voices'));
  });

  it('says how to save one when there are none', async () => {
    signIn();
    renderApp('/ai/voices?tab=saved');
    expect(await screen.findByTestId('saved-voices-empty')).toBeTruthy();
  });
});

describe('on a phone', () => {
  it('shows the same library in one column', async () => {
    playPhoneWidth();
    await openLibrary();
    expect(screen.getByTestId('voice-grid').children).toHaveLength(3);
    expect(screen.getByTestId('voice-search')).toBeTruthy();
  });
});
