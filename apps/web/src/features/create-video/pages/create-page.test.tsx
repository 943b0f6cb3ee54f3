import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocalKey, SavedVoiceApi, TaskApi, UserApi, type TSaveTaskRequest } from '@orator/contracts';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { aFreeUser, playPhoneWidth, signIn } from '../../../test/session';
import { aVideoTask } from '../../../test/video-tasks';
import { aPermission, aPresenter, aVoice, mockStudioApi, PRESENTERS } from './studio-mocks';

/** 129 characters of English: 129 / 14 per second gives a 10-second video, 10 K-coins. */
const SCRIPT = 'Hello world. '.repeat(10).trim();

async function openStudio(url = '/ai/create') {
  const view = renderApp(url);
  await screen.findByTestId('create-studio');
  // The name suggestion arrives with the first presenter and voice.
  await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('task-name').value).toBe('Video 3'));
  return view;
}

async function writeScript(user: ReturnType<typeof userEvent.setup>, script: string) {
  await user.click(screen.getByTestId('script-input'));
  await user.paste(script);
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
const saved = () => mockApi.requestsTo(TaskApi.saveTask).map((request) => request.body as TSaveTaskRequest);

describe('the create page', () => {
  it('opens with the suggested name, the first presenter in the preview and the plan limit', async () => {
    signIn();
    mockStudioApi({ permission: aPermission({ scriptCharacterLimit: 5000 }) });
    await openStudio();
    expect(await screen.findByRole('img', { name: 'Ava' })).toBeTruthy();
    expect(screen.getByTestId('preview-frame').getAttribute('data-ratio')).toBe('16:9');
    await waitFor(() => expect(text('script-counter')).toBe('0 / 5000'));
  });

  it('shows the preview at the chosen ratio with the chosen presenter', async () => {
    signIn();
    mockStudioApi();
    const { user } = await openStudio();
    await user.click(await screen.findByTestId('presenter-stock-0002'));
    await user.click(screen.getByTestId('ratio-9:16'));
    expect(screen.getByTestId('preview-frame').getAttribute('data-ratio')).toBe('9:16');
    expect(screen.getByRole('img', { name: 'Ben' }).style.backgroundImage).toContain('id=stock-0002');
  });
});

describe('script validation', () => {
  it('says a script is too short, counting 400 in the long mode', async () => {
    signIn();
    mockStudioApi();
    const { user } = await openStudio();
    await writeScript(user, 'Hello there');
    expect(text('script-problem')).toBe('The text content cannot be less than 40 characters');

    await writeScript(user, ` ${SCRIPT}`);
    expect(screen.queryByTestId('script-problem')).toBeNull();

    await user.click(screen.getByTestId('long-mode'));
    expect(text('script-problem')).toBe('The text content cannot be less than 400 characters');
    await user.click(screen.getByTestId('generate'));
    expect(saved()).toHaveLength(0);
  });

  it('blocks a script over the plan limit and offers an upgrade', async () => {
    signIn();
    mockStudioApi({ permission: aPermission({ scriptCharacterLimit: 100 }) });
    const { user } = await openStudio();
    await writeScript(user, SCRIPT);
    expect(text('script-counter')).toBe('129 / 100');
    expect(within(screen.getByTestId('script-problem')).getByText('Character limit exceeded, upgrade')).toBeTruthy();

    await user.click(screen.getByTestId('generate'));
    expect(screen.getAllByText('Character limit exceeded, upgrade')).toHaveLength(1);
    expect(screen.queryByTestId('submit-blocker')).toBeNull();
    expect(mockApi.requestsTo(TaskApi.checkSensitiveWords)).toHaveLength(0);
    expect(saved()).toHaveLength(0);

    await user.click(screen.getByTestId('script-upgrade'));
    // Leaving for /price still asks first: the script is not saved.
    expect(await screen.findByTestId('leave-dialog-text')).toBeTruthy();
  });

  it('lists the sensitive words the server finds and does not submit', async () => {
    signIn();
    mockStudioApi();
    mockApi.on('POST', TaskApi.checkSensitiveWords, { code: 200, data: { sensitiveWord: ['gamble', 'casino'] } });
    const { user } = await openStudio();
    await writeScript(user, `${SCRIPT} Visit our casino and gamble tonight.`);
    await user.click(screen.getByTestId('generate'));

    expect(await screen.findByTestId('sensitive-words')).toHaveProperty(
      'textContent',
      'The text contains sensitive words: gamble, casino',
    );
    expect(mockApi.requestsTo(TaskApi.checkSensitiveWords)[0]?.body).toEqual({
      text: `${SCRIPT} Visit our casino and gamble tonight.`,
    });
    expect(saved()).toHaveLength(0);
  });

  it('requires a video name', async () => {
    signIn();
    mockStudioApi();
    const { user } = await openStudio();
    await writeScript(user, SCRIPT);
    await user.clear(screen.getByTestId('task-name'));
    expect(text('task-name-error')).toBe('Video name cannot be empty');
    await user.click(screen.getByTestId('generate'));
    expect(screen.getAllByText('Video name cannot be empty')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByTestId('task-name'));
    expect(saved()).toHaveLength(0);
  });
});

describe('the cost estimate', () => {
  it('follows the script, pauses included, at one K-coin a second', async () => {
    signIn(aUser({ kCoinBalance: 1250 }));
    mockStudioApi();
    const { user } = await openStudio();
    expect(screen.queryByTestId('cost-kcoins')).toBeNull();
    expect(text('cost-balance')).toBe('1,250 K-coins');

    await writeScript(user, SCRIPT);
    expect(text('cost-kcoins')).toBe('at most 10 K-coins');
    expect(text('cost-duration')).toBe('≈ 0:10');
    expect(text('cost-rule')).toBe(
      'The finished video costs 1 K-coin per started second of its real length, never more than this.',
    );

    await user.click(screen.getByTestId('pause-insert'));
    expect((screen.getByTestId('script-input') as HTMLTextAreaElement).value).toBe(`${SCRIPT} [pause 1s]`);
    expect(text('cost-kcoins')).toBe('at most 11 K-coins');
  });

  it('shows "Free use 1 of 3" to a user with 0 K-coins and lets them generate', async () => {
    signIn(aUser({ kCoinBalance: 0 }));
    mockApi.on('POST', TaskApi.saveTask, { code: 200, data: aVideoTask({ id: 41, costKcoins: 0, isFreeUse: true }) });
    mockStudioApi({
      quote: {
        estimatedSeconds: 10,
        cost: 0,
        price: 10,
        isTrial: true,
        freeUses: { total: 3, used: 0, thisUse: 1 },
        balance: 0,
      },
    });
    const { user } = await openStudio();
    await writeScript(user, SCRIPT);
    expect((await screen.findByTestId('cost-free-use')).textContent).toBe('Free use 1 of 3');
    expect(mockApi.requestsTo(TaskApi.quote).at(-1)?.body).toMatchObject({ inputMode: 'text', copyContent: SCRIPT });
    expect(text('cost-trial')).toContain('on the free plan your first 3 videos are free');
    expect(screen.queryByText('Not enough K-coins for this video')).toBeNull();

    await user.click(screen.getByTestId('generate'));
    await waitFor(() => expect(saved()).toHaveLength(1));
  });

  it('asks for K-coins once the free uses are used up', async () => {
    signIn(aUser({ kCoinBalance: 0 }));
    mockStudioApi({
      quote: {
        estimatedSeconds: 10,
        cost: 10,
        price: 10,
        isTrial: false,
        freeUses: { total: 3, used: 3, thisUse: null },
        balance: 0,
      },
    });
    const { user } = await openStudio();
    await writeScript(user, SCRIPT);
    expect((await screen.findByTestId('cost-free-uses-used')).textContent).toBe(
      'Your 3 free uses of this tool are used up: it now costs K-coins.',
    );
    expect(screen.queryByTestId('cost-free-use')).toBeNull();
    expect(screen.getByText('Not enough K-coins for this video')).toBeTruthy();
  });
});

describe('generating', () => {
  it('submits the chosen settings, remembers the task and opens the project videos without asking', async () => {
    const account = signIn();
    mockStudioApi();
    mockApi.on('POST', TaskApi.saveTask, { code: 200, data: aVideoTask({ id: 41 }) });
    localStorage.setItem(LocalKey.submitTaskId(account.id), '12');
    const { router, user } = await openStudio();

    await user.clear(screen.getByTestId('task-name'));
    await user.type(screen.getByTestId('task-name'), 'Spring launch');
    await user.click(await screen.findByTestId('presenter-stock-0002'));
    await user.click(screen.getByTestId('ratio-9:16'));
    await user.click(screen.getByTestId('panel-voice'));
    await user.click(await screen.findByTestId('voice-all-en-us-ben'));
    await writeScript(user, SCRIPT);
    await user.click(screen.getByTestId('generate'));

    await waitFor(() => expect(currentUrl(router)).toBe('/ai/my?tab=video'));
    expect(saved()).toEqual([
      {
        taskName: 'Spring launch',
        digitalHumanId: 'stock-0002',
        inputMode: 'text',
        copyContent: SCRIPT,
        speech: { voiceId: 'en-us-ben', speakRate: 1, speakPitch: 1, volume: 1 },
        ratio: '9:16',
        resolution: 720,
        background: { type: 'color', color: '#eef2f7' },
        subtitles: { enabled: false, fontId: 'noto-sans', color: '#ffffff' },
        music: null,
        longMode: false,
      },
    ]);
    expect(mockApi.requestsTo(TaskApi.saveMobileTask)).toHaveLength(0);
    expect(localStorage.getItem(LocalKey.submitTaskId(account.id))).toBe('12,41');
    expect(screen.queryByTestId('leave-dialog-text')).toBeNull();
  });

  it('speaks with a saved voice in the manner it was saved in', async () => {
    signIn();
    mockStudioApi();
    const ben = aVoice({ voiceId: 'en-us-ben', voiceName: 'Ben', gender: 'male' });
    mockApi.on('POST', SavedVoiceApi.list, {
      code: 200,
      data: [
        { id: 3, voiceId: ben.voiceId, name: 'Ben for ads', speakRate: 1.3, speakPitch: 0.8, volume: 1.5, voice: ben },
      ],
    });
    mockApi.on('POST', TaskApi.saveTask, { code: 200, data: aVideoTask({ id: 43 }) });
    const { router, user } = await openStudio();
    await user.click(screen.getByTestId('panel-voice'));
    await user.click(await screen.findByTestId('voice-saved-3'));
    await writeScript(user, SCRIPT);
    await user.click(screen.getByTestId('generate'));

    await waitFor(() => expect(currentUrl(router)).toBe('/ai/my?tab=video'));
    expect(saved()[0]?.speech).toEqual({ voiceId: 'en-us-ben', speakRate: 1.3, speakPitch: 0.8, volume: 1.5 });
  });

  it('submits through saveMobileTask on a phone', async () => {
    playPhoneWidth();
    const account = signIn();
    mockStudioApi();
    mockApi.on('POST', TaskApi.saveMobileTask, { code: 200, data: aVideoTask({ id: 42 }) });
    const { router, user } = await openStudio();
    await writeScript(user, SCRIPT);
    await user.click(screen.getByTestId('generate'));

    await waitFor(() => expect(currentUrl(router)).toBe('/ai/my?tab=video'));
    expect(mockApi.requestsTo(TaskApi.saveMobileTask)[0]?.body).toMatchObject({ digitalHumanId: 'stock-0001' });
    expect(saved()).toHaveLength(0);
    expect(localStorage.getItem(LocalKey.submitTaskId(account.id))).toBe('42');
  });

  it('opens the balance dialog for videos on a 507', async () => {
    signIn();
    mockStudioApi();
    mockApi.on('POST', TaskApi.saveTask, { code: 507, message: 'Oops, the K-coin balance is insufficient!' });
    const { router, user } = await openStudio();
    await writeScript(user, SCRIPT);
    await user.click(screen.getByTestId('generate'));

    expect(await screen.findByTestId('insufficient-balance-text')).toHaveProperty(
      'textContent',
      'You do not have enough K-coins to generate this video.',
    );
    expect(currentUrl(router)).toBe('/ai/create');
    expect(localStorage.getItem(LocalKey.submitTaskId(7))).toBeNull();
  });

  it('says videos are still generating on a 515, in the words of SPEC 8', async () => {
    signIn();
    mockStudioApi();
    mockApi.on('POST', TaskApi.saveTask, { code: 515, message: 'busy' });
    const { user } = await openStudio();
    await writeScript(user, SCRIPT);
    await user.click(screen.getByTestId('generate'));

    expect(await screen.findByTestId('submit-failure')).toHaveProperty(
      'textContent',
      'Sorry, video tasks are being generated. Please wait for completion before resubmitting.',
    );
  });

  it('shows the upgrade prompt on a 505, and the server message of a refusal beside the button', async () => {
    signIn();
    mockStudioApi();
    mockApi.on('POST', TaskApi.saveTask, { code: 505, message: 'upgrade' });
    const { user } = await openStudio();
    await writeScript(user, SCRIPT);
    await user.click(screen.getByTestId('generate'));
    expect(await screen.findByTestId('upgrade-prompt-title')).toBeTruthy();

    await user.click(screen.getByTestId('upgrade-prompt-later'));
    mockApi.on('POST', TaskApi.saveTask, { code: 400, message: 'This voice does not exist' });
    await user.click(screen.getByTestId('generate'));
    expect(await screen.findByTestId('submit-failure')).toHaveProperty('textContent', 'This voice does not exist');
  });

  it('asks a user without a plan to upgrade before using a member-only presenter', async () => {
    signIn(aFreeUser());
    mockStudioApi({
      permission: aPermission({ member: false }),
      presenters: [aPresenter({ name: 'Ava Gold', memberOnly: true }), ...PRESENTERS.slice(1)],
    });
    const { user } = await openStudio();
    await writeScript(user, SCRIPT);
    await user.click(screen.getByTestId('generate'));

    expect(await screen.findByTestId('upgrade-prompt-text')).toHaveProperty(
      'textContent',
      'Ava Gold is for members. Upgrade your plan to use it.',
    );
    expect(mockApi.requestsTo(TaskApi.checkSensitiveWords)).toHaveLength(0);
    expect(saved()).toHaveLength(0);
  });
});

describe('audio mode', () => {
  it('refuses a file that is not an MP3 without uploading it', async () => {
    signIn();
    mockStudioApi();
    await openStudio();
    // The file picker's "All files" lets anything through; the page must check.
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByText('Upload audio'));
    const input = document.querySelector<HTMLInputElement>('.audio-input input[type=file]')!;
    await user.upload(input, new File(['RIFF'], 'voice.wav', { type: 'audio/wav' }));

    expect(await screen.findByTestId('audio-problem')).toHaveProperty('textContent', 'Only MP3 audio can be uploaded');
    expect(mockApi.requestsTo(UserApi.uploadFile)).toHaveLength(0);

    await user.click(screen.getByTestId('generate'));
    expect(text('submit-blocker')).toBe('Please upload audio');
    expect(saved()).toHaveLength(0);
  });
});
