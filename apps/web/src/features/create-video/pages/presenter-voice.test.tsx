import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VoiceApi } from '@orator/contracts';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';
import { aVoice, mockStudioApi } from './studio-mocks';

async function openStudio() {
  const view = renderApp('/ai/create');
  await screen.findByTestId('create-studio');
  return view;
}

const isPicked = (testId: string) => screen.getByTestId(testId).getAttribute('aria-pressed') === 'true';

describe("the presenter's default voice", () => {
  it('changes to a male voice of the same language when a male presenter is chosen', async () => {
    signIn();
    mockStudioApi();
    const { user } = await openStudio();
    await user.click(screen.getByTestId('panel-voice'));
    await waitFor(() => expect(isPicked('voice-all-en-us-ava')).toBe(true));

    await user.click(screen.getByTestId('panel-avatar'));
    await user.click(await screen.findByTestId('presenter-stock-0002'));
    await user.click(screen.getByTestId('panel-voice'));
    await waitFor(() => expect(isPicked('voice-all-en-us-ben')).toBe(true));
    expect(isPicked('voice-all-en-us-ava')).toBe(false);
    expect(mockApi.requestsTo(VoiceApi.queryVoicePageNew).map((request) => request.body)).toContainEqual(
      expect.objectContaining({ language: 'en-US', gender: 'male' }),
    );
  });

  it('passes over a recent voice of the other gender', async () => {
    signIn();
    mockStudioApi();
    mockApi.on('POST', VoiceApi.queryRecentUseVoiceListNew, { code: 200, data: [aVoice()] });
    const { user } = await openStudio();
    await user.click(await screen.findByTestId('presenter-stock-0002'));
    await user.click(screen.getByTestId('panel-voice'));
    await waitFor(() => expect(isPicked('voice-all-en-us-ben')).toBe(true));
    expect(isPicked('voice-recent-en-us-ava')).toBe(false);
  });

  it('keeps a voice picked by hand whatever presenter follows', async () => {
    signIn();
    mockStudioApi();
    const { user } = await openStudio();
    await user.click(screen.getByTestId('panel-voice'));
    await user.click(await screen.findByTestId('voice-all-en-us-ava'));

    await user.click(screen.getByTestId('panel-avatar'));
    await user.click(await screen.findByTestId('presenter-stock-0002'));
    await user.click(screen.getByTestId('panel-voice'));
    expect(isPicked('voice-all-en-us-ava')).toBe(true);
    expect(isPicked('voice-all-en-us-ben')).toBe(false);
  });
});
