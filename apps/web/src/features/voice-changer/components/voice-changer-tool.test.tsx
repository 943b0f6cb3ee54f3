import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FileSource,
  ResultCode,
  TaskStatus,
  UserApi,
  VoiceChangerApi,
  type TFileInfo,
  type TVoiceChangeTask,
} from '@orator/contracts';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { mockApi } from '../../../test/mock-api';
import { signIn } from '../../../test/session';
import { VoiceChangerTool } from './voice-changer-tool';

const UPLOADED: TFileInfo = {
  id: 41,
  fileName: 'greeting.wav',
  mimeType: 'audio/wav',
  size: 480_000,
  source: FileSource.AudioInput,
  width: null,
  height: null,
  url: '/api/user/v2/s3/downloadFileById?fileId=NDE%3D',
  createTime: '2031-03-01T10:00:00.000Z',
};

function aChange(overrides: Partial<TVoiceChangeTask> = {}): TVoiceChangeTask {
  return {
    id: 7,
    taskName: 'greeting',
    taskStatusTypeId: TaskStatus.Finished,
    preset: 'robot',
    pitchSemitones: 0,
    formantSemitones: 0,
    sourceFileId: UPLOADED.id,
    sourceFileName: UPLOADED.fileName,
    sourceFileUrl: UPLOADED.url,
    durationSec: 6.2,
    resultFileId: 42,
    resultFileUrl: '/api/user/v2/s3/downloadFileById?fileId=NDI%3D',
    failMessage: null,
    createTime: '2031-03-01T10:00:01.000Z',
    finishTime: '2031-03-01T10:00:03.000Z',
    ...overrides,
  };
}

beforeEach(() => {
  mockApi.on('POST', UserApi.uploadFile, { code: 200, data: UPLOADED });
  mockApi.on('GET', UserApi.downloadFileById, { status: 200, body: new Blob(['mp3'], { type: 'audio/mpeg' }) });
  // jsdom has no object URLs: each blob the tool plays gets one.
  URL.createObjectURL = vi.fn(() => 'blob:audio');
  URL.revokeObjectURL = vi.fn();
});

function renderTool() {
  signIn();
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/dubbing', element: <VoiceChangerTool /> },
      { path: '/my', element: <p>my projects</p> },
    ],
    { initialEntries: ['/dubbing?tab=voiceChanger'] },
  );
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user: userEvent.setup({ applyAccept: false }) };
}

function fileInput(): HTMLInputElement {
  return document.querySelector<HTMLInputElement>('[data-testid=voice-changer-tool] input[type=file]')!;
}

const wav = () => new File([new Uint8Array(2048)], 'greeting.wav', { type: 'audio/wav' });
const saves = () => mockApi.requestsTo(VoiceChangerApi.save).map((request) => request.body);

describe('VoiceChangerTool', () => {
  it('uploads audio, changes it with a preset and plays and downloads the result', async () => {
    let polls = 0;
    mockApi.on('POST', VoiceChangerApi.save, {
      code: 200,
      data: aChange({ taskStatusTypeId: TaskStatus.Queued, resultFileId: null }),
    });
    // The first answer says it is still being made; the tool asks again until it is ready.
    mockApi.on('GET', VoiceChangerApi.detail, () => {
      polls += 1;
      return {
        code: 200,
        data: polls === 1 ? aChange({ taskStatusTypeId: TaskStatus.Processing, resultFileId: null }) : aChange(),
      };
    });
    const { user, router } = renderTool();
    expect(screen.getByTestId('voice-changer-free').textContent).toBe('Free: changing a voice costs no K-coins.');
    expect(screen.getByTestId<HTMLButtonElement>('voice-change-convert').disabled).toBe(true);

    await user.upload(fileInput(), wav());
    expect((await screen.findByTestId('voice-source-name')).textContent).toBe('greeting.wav');
    const [upload] = mockApi.requestsTo(UserApi.uploadFile);
    expect((upload!.body as FormData).get('source')).toBe(String(FileSource.AudioInput));
    expect(screen.getByTestId('voice-source-player').getAttribute('src')).toBe('blob:audio');

    await user.click(screen.getByTestId('preset-robot'));
    await user.click(screen.getByTestId('voice-change-convert'));
    expect(await screen.findByTestId('voice-change-waiting')).toBeTruthy();
    expect(saves()).toEqual([{ fileId: UPLOADED.id, preset: 'robot', pitchSemitones: 0, formantSemitones: 0 }]);

    await screen.findByTestId('voice-change-result', undefined, { timeout: 6000 });
    expect(polls).toBeGreaterThanOrEqual(2);
    await waitFor(() =>
      expect(screen.getByTestId('voice-change-result-player').getAttribute('src')).toBe('blob:audio'),
    );

    const savedNames: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedNames.push(this.download);
    });
    await user.click(screen.getByTestId('voice-change-download'));
    await waitFor(() =>
      expect(mockApi.requestsTo(UserApi.downloadFileById).map((request) => request.params.fileId)).toContain(
        btoa('42'),
      ),
    );
    // Saved under the voice it was changed to, never under the original's name.
    await waitFor(() => expect(savedNames).toEqual(['greeting (Robot).mp3']));

    await user.click(screen.getByTestId('voice-change-history-link'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=voiceChange'));
  });

  it('refuses a file that is not MP3, WAV or M4A without uploading it', async () => {
    const { user } = renderTool();
    await user.upload(fileInput(), new File(['png'], 'face.png', { type: 'image/png' }));
    expect((await screen.findByTestId('voice-source-problem')).textContent).toBe(
      'Please upload an MP3, WAV or M4A audio file',
    );
    expect(mockApi.requestsTo(UserApi.uploadFile)).toHaveLength(0);
  });

  it("shows the server's refusal of the audio beside the button", async () => {
    mockApi.on('POST', VoiceChangerApi.save, {
      code: ResultCode.BadRequest,
      message: 'This audio is silent or almost silent, please upload a recording with a voice in it',
    });
    const { user } = renderTool();
    await user.upload(fileInput(), wav());
    await screen.findByTestId('voice-source-name');
    await user.click(screen.getByTestId('voice-change-convert'));
    expect((await screen.findByTestId('voice-change-refused')).textContent).toBe(
      'This audio is silent or almost silent, please upload a recording with a voice in it',
    );
    expect(document.querySelector('.ant-message')).toBeNull();
  });

  it('sends the custom pitch and timbre, and only once a slider has moved', async () => {
    mockApi.on('POST', VoiceChangerApi.save, { code: 200, data: aChange({ preset: 'custom' }) });
    mockApi.on('GET', VoiceChangerApi.detail, { code: 200, data: aChange({ preset: 'custom' }) });
    const { user } = renderTool();
    await user.upload(fileInput(), wav());
    await screen.findByTestId('voice-source-name');
    await user.click(screen.getByTestId('preset-custom'));
    expect(screen.getByTestId<HTMLButtonElement>('voice-change-convert').disabled).toBe(true);

    const [pitch, formant] = screen.getAllByRole('slider');
    fireEvent.keyDown(pitch!, { key: 'ArrowRight', keyCode: 39 });
    fireEvent.keyDown(pitch!, { key: 'ArrowRight', keyCode: 39 });
    fireEvent.keyDown(formant!, { key: 'ArrowLeft', keyCode: 37 });
    expect(screen.getByTestId('custom-pitch-value').textContent).toBe('+2 st');
    expect(screen.getByTestId('custom-formant-value').textContent).toBe('-1 st');

    await user.click(screen.getByTestId('voice-change-convert'));
    await waitFor(() =>
      expect(saves()).toEqual([{ fileId: UPLOADED.id, preset: 'custom', pitchSemitones: 2, formantSemitones: -1 }]),
    );
    await screen.findByTestId('voice-change-result');
  });

  it('says why a change failed', async () => {
    const failed = aChange({
      taskStatusTypeId: TaskStatus.Failed,
      resultFileId: null,
      failMessage: 'The voice change failed, please try again',
    });
    mockApi.on('POST', VoiceChangerApi.save, { code: 200, data: failed });
    mockApi.on('GET', VoiceChangerApi.detail, { code: 200, data: failed });
    const { user } = renderTool();
    await user.upload(fileInput(), wav());
    await screen.findByTestId('voice-source-name');
    await user.click(screen.getByTestId('voice-change-convert'));
    expect((await screen.findByTestId('voice-change-failed')).textContent).toBe(
      'The voice change failed, please try again',
    );
  });
});
