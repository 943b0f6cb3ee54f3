import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageToVideoApi, SavedVoiceApi, TaskStatus, UserApi, VoiceApi, type TVoice } from '@orator/contracts';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';
import { aClip, someDefaults } from './video-gen-test-data';

const APPEARS = { timeout: 20_000 };
const SLOW_TEST = { timeout: 40_000 };

const AVA: TVoice = {
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
};

beforeAll(() => import('./text-to-video-page'));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:video-gen');
  URL.revokeObjectURL = vi.fn();
  mockApi.on('GET', ImageToVideoApi.getPromptWord, { code: 200, data: someDefaults() });
  mockApi.on('POST', ImageToVideoApi.listImageToVideo, {
    code: 200,
    data: { records: [], total: 0, current: 1, size: 10 },
  });
  mockApi.on('GET', UserApi.downloadFileById, { status: 200, body: new Blob(['mp4'], { type: 'video/mp4' }) });
  mockApi.on('GET', VoiceApi.queryLanguage, {
    code: 200,
    data: [{ code: 'en-US', name: 'English (US)', nativeName: 'English (US)', voiceCount: 1 }],
  });
  mockApi.on('POST', VoiceApi.queryRecentUseVoiceListNew, { code: 200, data: [] });
  mockApi.on('POST', SavedVoiceApi.list, { code: 200, data: [] });
  mockApi.on('POST', VoiceApi.queryVoicePageNew, {
    code: 200,
    data: { records: [AVA], total: 1, current: 1, size: 20 },
  });
});

async function openPage() {
  signIn();
  const view = renderApp('/ai/aivideogen');
  await screen.findByTestId('video-gen-engine-line', undefined, APPEARS);
  return view;
}

const submitButton = () => screen.getByTestId('video-gen-submit') as HTMLButtonElement;

describe('the text to video page', SLOW_TEST, () => {
  it('says it makes scene cards, and sends the text with a voice of the library and subtitles', async () => {
    const made = aClip({ id: 33, kind: 'text', prompt: 'Fresh coffee.', voiceId: 'en-us-ava', hasSubtitles: true });
    mockApi.on('POST', ImageToVideoApi.submitImageToVideoNew, {
      code: 200,
      data: { ...made, taskStatusTypeId: TaskStatus.Queued, progress: 0, targetFileId: null },
    });
    mockApi.on('GET', ImageToVideoApi.getImageToVideoDetail, { code: 200, data: made });
    const { user } = await openPage();
    expect(screen.getByTestId('video-gen-engine-line').textContent).toContain('scene cards from your text');
    expect(submitButton().disabled).toBe(true);
    expect((screen.getByTestId('video-gen-subtitles') as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByTestId('video-gen-text'), 'Fresh coffee.');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(screen.getByTestId('video-gen-narrated'));
    expect(screen.getByTestId('video-gen-blocked').textContent).toBe(
      'Pick a voice for the narration, or turn narration off',
    );
    await user.click(await screen.findByTestId('voice-all-en-us-ava', undefined, APPEARS));
    expect(screen.getByTestId('video-gen-voice').textContent).toBe('Voice: Ava');
    expect((screen.getByTestId('video-gen-subtitles') as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByTestId('video-gen-ratio-square'));
    await user.click(submitButton());

    await screen.findByTestId('video-gen-player', undefined, APPEARS);
    expect(mockApi.requestsTo(ImageToVideoApi.submitImageToVideoNew)[0]!.body).toEqual({
      text: 'Fresh coffee.',
      ratio: '1:1',
      durationSec: 5,
      voiceId: 'en-us-ava',
      hasSubtitles: true,
    });
    expect(screen.getByTestId('video-gen-result-engine').textContent).toBe('Composed from your text');

    mockApi.on('POST', ImageToVideoApi.saveAiCharacterVideo, {
      code: 200,
      data: { id: 120, fileName: 'video-33.mp4' },
    });
    await user.click(screen.getByTestId('video-gen-save-33'));
    expect((await screen.findByTestId('video-gen-saved')).textContent).toBe(
      'Saved to your uploads: you can use it as a video background in the studio',
    );
    expect(mockApi.requestsTo(ImageToVideoApi.saveAiCharacterVideo)[0]!.body).toEqual({ id: 33 });
  });

  it('sends a silent clip without a voice, and says "generated" with a video server', async () => {
    mockApi.on('GET', ImageToVideoApi.getPromptWord, { code: 200, data: someDefaults({ engine: 'generated' }) });
    mockApi.on('POST', ImageToVideoApi.submitImageToVideoNew, {
      code: 400,
      message: 'The entered text contains violations',
    });
    const { user } = await openPage();
    expect(screen.getByTestId('video-gen-engine-line').textContent).toContain('Generated by the video model');
    await user.type(screen.getByTestId('video-gen-text'), 'A day with a famous singer.');
    await user.click(submitButton());
    expect((await screen.findByTestId('video-gen-submit-error')).textContent).toBe(
      'The entered text contains violations',
    );
    expect(mockApi.requestsTo(ImageToVideoApi.submitImageToVideoNew)[0]!.body).toEqual({
      text: 'A day with a famous singer.',
      ratio: '16:9',
      durationSec: 5,
    });
  });
});
