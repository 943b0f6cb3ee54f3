import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TaskApi, VideoTranslationApi, type TVideoTranslationTask } from '@orator/contracts';
import { mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';
import { aFinishedTask, aTranslationTask } from '../test-tasks';

const FINISHED = aFinishedTask({ id: 1, taskName: 'Keynote' });
const RENDERING = aFinishedTask({
  id: 2,
  taskName: 'Podcast',
  stage: 'rendering',
  taskStatusTypeId: 191,
  progress: 45,
  videoUrl: null,
});
const EDITING = aTranslationTask({ id: 3, taskName: 'Lecture' });
const FAILED = aTranslationTask({
  id: 4,
  taskName: 'Broken',
  stage: 'failed',
  taskStatusTypeId: 193,
  targetLanguage: 'es',
  failReason: 'The translated video could not be made; your K-coins were returned',
});

// The page compiles on first visit, which can outlast a query's wait.
beforeAll(() => import('../../projects/pages/my-projects-page'));

beforeEach(() => {
  mockApi.on('GET', TaskApi.getProcessingTaskCount, { code: 200, data: 0 });
});

function serve(records: TVideoTranslationTask[]) {
  mockApi.on('POST', VideoTranslationApi.list, {
    code: 200,
    data: { records, total: records.length, current: 1, size: 20 },
  });
}

function openTab(records: TVideoTranslationTask[]) {
  signIn();
  serve(records);
  return renderApp('/ai/my?tab=videoTranslation');
}

describe('the AI video translation tab of my projects', () => {
  it('lists each translation with its languages, length, stage and what it cost', async () => {
    openTab([FINISHED, RENDERING, EDITING, FAILED]);
    await screen.findByTestId('vt-item-1');
    expect(screen.getByTestId('vt-item-1-languages').textContent).toBe('English → Spanish');
    expect(screen.getByTestId('vt-item-1-meta').textContent).toMatch(/^1:05 · .+ · 80 K-coins/);
    expect(screen.getByTestId('vt-item-1-stage').textContent).toBe('Ready');
    expect(screen.getByTestId('vt-item-2-stage').textContent).toContain('Making the translated video');
    expect(screen.getByTestId('vt-item-3-stage').textContent).toBe('Transcript to check');
    expect(screen.getByTestId('vt-item-3-languages').textContent).toBe('English → …');
    expect(screen.getByTestId('vt-item-4-error').textContent).toBe(
      'The translated video could not be made; your K-coins were returned',
    );
    // Only a finished translation has a video to download.
    expect(screen.getByTestId('vt-item-1-download').getAttribute('href')).toBe('/api/files/translated.mp4');
    expect(screen.queryByTestId('vt-item-2-download')).toBeNull();
    expect(mockApi.requestsTo(VideoTranslationApi.list)[0]?.body).toEqual({ current: 1, size: 20 });
  });

  it('opens a translation in the studio at its stage', async () => {
    const { router, user } = openTab([EDITING]);
    await user.click(await screen.findByTestId('vt-item-3-open'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/ai-video-translation?id=3'));
  });

  it('deletes a translation after asking', async () => {
    mockApi.on('POST', VideoTranslationApi.delete, { code: 200, data: null });
    const { user } = openTab([FINISHED, EDITING]);
    await user.click(await screen.findByTestId('vt-item-3-delete'));
    const popup = await waitFor(() => {
      const open = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons');
      expect(open).not.toBeNull();
      return open!;
    });
    serve([FINISHED]);
    await user.click(within(popup).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockApi.requestsTo(VideoTranslationApi.delete)[0]?.body).toEqual({ ids: [3] }));
    await waitFor(() => expect(screen.queryByTestId('vt-item-3')).toBeNull());
    expect(screen.getByTestId('vt-item-1')).toBeTruthy();
  });

  it('leads from an empty tab to the studio', async () => {
    const { router, user } = openTab([]);
    expect((await screen.findByTestId('vt-history-empty')).textContent).toBe('No video translations yet');
    await user.click(screen.getByTestId('vt-history-create'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/ai-video-translation'));
  });
});
