import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaskApi, TaskStatus, UserApi, VoiceChangerApi, type TVoiceChangeTask } from '@orator/contracts';
import { mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';

function aChange(overrides: Partial<TVoiceChangeTask>): TVoiceChangeTask {
  return {
    id: 1,
    taskName: 'Interview',
    taskStatusTypeId: TaskStatus.Finished,
    preset: 'deeper',
    pitchSemitones: 0,
    formantSemitones: 0,
    sourceFileId: 10,
    sourceFileName: 'interview.wav',
    sourceFileUrl: '/api/user/v2/s3/downloadFileById?fileId=MTA%3D',
    durationSec: 65,
    resultFileId: 11,
    resultFileUrl: '/api/user/v2/s3/downloadFileById?fileId=MTE%3D',
    failMessage: null,
    createTime: '2031-03-01T10:00:00.000Z',
    finishTime: '2031-03-01T10:00:04.000Z',
    ...overrides,
  };
}

const FINISHED = aChange({ id: 1 });
const CUSTOM = aChange({ id: 2, taskName: 'Podcast', preset: 'custom', pitchSemitones: 3, formantSemitones: -2 });
const QUEUED = aChange({ id: 3, taskName: 'Memo', taskStatusTypeId: TaskStatus.Queued, resultFileId: null });
const FAILED = aChange({
  id: 4,
  taskName: 'Broken',
  taskStatusTypeId: TaskStatus.Failed,
  resultFileId: null,
  failMessage: 'The voice change failed, please try again',
});

// The page compiles on first visit, which can outlast a query's wait.
beforeAll(() => import('../../projects/pages/my-projects-page'));

beforeEach(() => {
  mockApi.on('GET', TaskApi.getProcessingTaskCount, { code: 200, data: 0 });
  mockApi.on('GET', UserApi.downloadFileById, { status: 200, body: new Blob(['mp3'], { type: 'audio/mpeg' }) });
  URL.createObjectURL = vi.fn(() => 'blob:audio');
  URL.revokeObjectURL = vi.fn();
});

function serve(records: TVoiceChangeTask[]) {
  mockApi.on('POST', VoiceChangerApi.list, {
    code: 200,
    data: { records, total: records.length, current: 1, size: 20 },
  });
}

async function openTab(records: TVoiceChangeTask[]) {
  signIn();
  serve(records);
  const view = renderApp('/ai/my?tab=voiceChange');
  return view;
}

describe('the voice change tab of my projects', () => {
  it('lists the changes with their voice, state, date and length, and why one failed', async () => {
    await openTab([FINISHED, CUSTOM, QUEUED, FAILED]);
    await screen.findByTestId('voice-change-1');
    expect(screen.getByTestId('voice-change-preset-1').textContent).toBe('Deeper');
    expect(screen.getByTestId('voice-change-preset-2').textContent).toBe('Custom · pitch +3 st · timbre -2 st');
    expect(screen.getByTestId('voice-change-status-1').textContent).toBe('Ready');
    expect(screen.getByTestId('voice-change-status-3').textContent).toBe('Queued');
    expect(screen.getByTestId('voice-change-error-4').textContent).toBe('The voice change failed, please try again');
    expect(within(screen.getByTestId('voice-change-1')).getByText('Length 1:05')).toBeTruthy();
    // Only finished changes can be played or downloaded.
    expect(screen.queryByTestId('voice-change-play-3')).toBeNull();
    expect(screen.queryByTestId('voice-change-download-4')).toBeNull();
    expect(mockApi.requestsTo(VoiceChangerApi.list)[0]?.body).toEqual({ current: 1, size: 20 });
  });

  it('plays the original and the changed voice side by side, and downloads the MP3', async () => {
    const { user } = await openTab([FINISHED]);
    await user.click(await screen.findByTestId('voice-change-play-1'));
    await waitFor(() => expect(screen.getByTestId('voice-change-changed-1').getAttribute('src')).toBe('blob:audio'));
    await waitFor(() => expect(screen.getByTestId('voice-change-original-1').getAttribute('src')).toBe('blob:audio'));
    const fetched = () => mockApi.requestsTo(UserApi.downloadFileById).map((request) => request.params.fileId);
    expect(fetched().sort()).toEqual([btoa('10'), btoa('11')].sort());

    const savedNames: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedNames.push(this.download);
    });
    await user.click(screen.getByTestId('voice-change-download-1'));
    await waitFor(() => expect(fetched()).toHaveLength(3));
    expect(fetched()[2]).toBe(btoa('11'));
    await waitFor(() => expect(savedNames).toEqual(['Interview (Deeper).mp3']));
  });

  it('deletes a change after asking', async () => {
    mockApi.on('POST', VoiceChangerApi.delete, { code: 200, data: null });
    const { user } = await openTab([FINISHED, CUSTOM]);
    await user.click(await screen.findByTestId('voice-change-delete-2'));
    const popup = await waitFor(() => {
      const open = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons');
      expect(open).not.toBeNull();
      return open!;
    });
    serve([FINISHED]);
    await user.click(within(popup).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockApi.requestsTo(VoiceChangerApi.delete)[0]?.body).toEqual({ ids: [2] }));
    await waitFor(() => expect(screen.queryByTestId('voice-change-2')).toBeNull());
    expect(screen.getByTestId('voice-change-1')).toBeTruthy();
  });

  it('leads from an empty tab to the voice changer', async () => {
    const { user, router } = await openTab([]);
    expect((await screen.findByTestId('voice-changes-empty')).textContent).toBe('No voice changes yet');
    await user.click(screen.getByTestId('voice-changes-create'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/dubbing?tab=voiceChanger'));
  });
});
