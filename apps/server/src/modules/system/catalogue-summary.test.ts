import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AudioSubtitleApi,
  DigitalHumanApi,
  SystemApi,
  VoiceApi,
  type TCatalogueSummary,
  type TPage,
  type TSubtitleLanguage,
} from '@orator/contracts';
import { isPocketsphinxAvailable } from '@orator/media';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { naturalVoices, offeredVoices } from '../../../test/natural-voices';
import { activeUser } from '../../../test/users';
import { catalogueSummary, type CatalogueSources } from './catalogue-summary';

const REMOTE_VOICES = {
  // Never called: the catalogue is read from the configuration.
  baseUrl: 'http://127.0.0.1:9',
  model: 'kokoro',
  voices: [
    { voice: 'af_heart', name: 'Heart', languages: ['en-US', 'yo'], gender: 'female' as const },
    { voice: 'am_adam', languages: ['en-US'], gender: 'male' as const },
  ],
};

const NATURAL_VOICES = naturalVoices().length;
/** What the library offers on this machine: the voices its measurements keep, and their languages. */
const OFFERED = offeredVoices();

/** This machine as it is (pocketsphinx where installed), with a remote speech engine adding voices. */
let withEngine: TestApp;
/** A fresh machine: no pocketsphinx, no remote engine. */
let bare: TestApp;
beforeAll(async () => {
  [withEngine, bare] = await Promise.all([
    createTestApp({ ttsHttp: REMOTE_VOICES, contactEmail: 'hello@studio.example' }),
    createTestApp({
      speechToText: {
        whisper: undefined,
        pocketsphinx: { binary: '/nonexistent/pocketsphinx_continuous', modelDir: '/nonexistent' },
      },
    }),
  ]);
});
afterAll(() => Promise.all([withEngine.close(), bare.close()]));

async function summaryOf(t: TestApp) {
  const res = await t.call<TCatalogueSummary>({ method: 'GET', url: api(SystemApi.catalogueSummary) });
  return { ...res.data, cacheControl: res.res.headers['cache-control'] };
}

/** What the catalogue endpoints themselves list, to count independently of the summary. */
async function listed(t: TestApp) {
  const { token } = await activeUser(t);
  const voices = await t.call<TPage<unknown>>({
    method: 'POST',
    url: api(VoiceApi.queryVoicePagePosNoLogin),
    payload: { current: 1, size: 1 },
  });
  const avatars = await t.call<TPage<unknown>>({
    method: 'POST',
    url: api(DigitalHumanApi.list),
    token,
    payload: { current: 1, size: 1 },
  });
  const subtitles = await t.call<TSubtitleLanguage[]>({
    method: 'GET',
    url: api(AudioSubtitleApi.getSupportLanguage),
    token,
  });
  return { voices: voices.data.total, avatars: avatars.data.total, subtitleLanguages: subtitles.data };
}

describe('the catalogue summary', () => {
  it('counts what the catalogue endpoints list, without a session, and may be cached', async () => {
    const summary = await summaryOf(bare);
    const catalogue = await listed(bare);
    expect(summary.voices).toBe(catalogue.voices);
    expect(summary.avatars).toBe(catalogue.avatars);
    expect(summary.subtitleLanguages).toBe(catalogue.subtitleLanguages.length);
    expect(summary).toMatchObject({
      voices: OFFERED.length,
      voiceLanguages: new Set(OFFERED.map((voice) => voice.language)).size,
      avatars: 756,
      cloneLanguages: 40,
    });
    expect(summary.cacheControl).toBe('public, max-age=300');
  });

  it('names the sandbox as the payment provider when Stripe is not configured', async () => {
    expect((await summaryOf(bare)).payments).toBe('sandbox');
  });

  it("gives the operator's contact address when CONTACT_EMAIL sets one, and none otherwise", async () => {
    expect((await summaryOf(withEngine)).contactEmail).toBe('hello@studio.example');
    expect((await summaryOf(bare)).contactEmail).toBeNull();
  });

  it('adds the voices and languages of a configured remote engine', async () => {
    const [engine, offline] = await Promise.all([summaryOf(withEngine), summaryOf(bare)]);
    // A remote voice is listed once per language it speaks, as the voice library lists it.
    expect(engine.voices).toBe(offline.voices + 3);
    expect(engine.voiceLanguages).toBe(offline.voiceLanguages + 1);
    expect((await listed(withEngine)).voices).toBe(engine.voices);
  });

  it('says that recognition without a script needs pocketsphinx when the program is missing', async () => {
    const summary = await summaryOf(bare);
    expect(summary.recognitionLanguages).toBe(0);
    expect(summary.missingCapabilities.filter((item) => item.capability === 'speechRecognition')).toEqual([
      {
        capability: 'speechRecognition',
        packages: ['pocketsphinx', 'pocketsphinx-en-us'],
        command: 'sudo apt-get install -y pocketsphinx pocketsphinx-en-us',
      },
    ]);
    expect((await listed(bare)).subtitleLanguages.every((language) => language.needsText)).toBe(true);
  });

  it.skipIf(!isPocketsphinxAvailable())('counts the English recognised once pocketsphinx is installed', async () => {
    const summary = await summaryOf(withEngine);
    const recognised = (await listed(withEngine)).subtitleLanguages.filter((language) => !language.needsText);
    expect(recognised.map((language) => language.code)).toContain('en-US');
    expect(summary.recognitionLanguages).toBe(recognised.length);
    expect(summary.missingCapabilities.map((item) => item.capability)).not.toContain('speechRecognition');
  });
});

describe('natural speech in the catalogue summary', () => {
  const sources = (voiceEngines: string[]): CatalogueSources => ({
    voiceLanguages: () => [],
    offlineLanguageCodes: () => [],
    stockAvatarCount: () => 0,
    subtitleLanguages: () => [],
    voiceEngines: () => voiceEngines,
    officeSlides: () => true,
    payments: 'sandbox',
    contactEmail: null,
  });

  it('names the Festival and Flite packages when either speaks no voice, and espeak speaks alone', () => {
    for (const engines of [['espeak'], ['espeak', 'flite'], ['espeak', 'festival', 'remote']]) {
      expect(catalogueSummary(sources(engines)).missingCapabilities).toEqual([
        {
          capability: 'naturalSpeech',
          packages: ['festival', 'festvox-us-slt-hts', 'festvox-kallpc16k', 'festvox-ca-ona-hts', 'flite'],
          command: 'sudo apt-get install -y festival festvox-us-slt-hts festvox-kallpc16k festvox-ca-ona-hts flite',
        },
      ]);
    }
    expect(catalogueSummary(sources(['espeak', 'festival', 'flite'])).missingCapabilities).toEqual([]);
  });

  it('names LibreOffice when office decks cannot be imported', () => {
    const summary = catalogueSummary({ ...sources(['espeak', 'festival', 'flite']), officeSlides: () => false });
    expect(summary.missingCapabilities).toEqual([
      {
        capability: 'officeSlides',
        packages: ['libreoffice-impress-nogui'],
        command: 'sudo apt-get install -y libreoffice-impress-nogui',
      },
    ]);
  });

  it.skipIf(NATURAL_VOICES === 0)('is not missing on a machine with Festival and Flite', async () => {
    const summary = await summaryOf(withEngine);
    expect(summary.missingCapabilities.map((item) => item.capability)).not.toContain('naturalSpeech');
  });
});
