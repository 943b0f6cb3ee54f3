import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ResultCode,
  SlidesApi,
  SystemApi,
  TaskStatus,
  translate,
  type TSlideExtraction,
  type TSlideHistoryRecord,
  type TSlideImportProgress,
  type TSlidePage,
} from '@orator/contracts';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { answerCatalogueSummary } from '../../../test/catalogue';
import { mockApi } from '../../../test/mock-api';
import { signIn } from '../../../test/session';
import type { TImportedDeck } from '../api/get-slide-deck';
import { SlideImporter } from './slide-importer';

function anImport(overrides: Partial<TSlideImportProgress> = {}): TSlideImportProgress {
  return {
    id: 7,
    fileName: 'review.pptx',
    format: 'pptx',
    status: TaskStatus.Finished,
    stage: 'done',
    progress: 100,
    pageCount: 2,
    aspect: 16 / 9,
    failReason: null,
    createTime: '2031-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const EXTRACTION: TSlideExtraction = {
  ...anImport(),
  slides: [
    {
      index: 0,
      text: 'Quarterly review',
      notes: 'Welcome everyone.',
      script: 'Welcome everyone.',
      scriptSource: 'notes',
      hidden: false,
    },
    { index: 1, text: 'Questions?', notes: '', script: 'Questions?', scriptSource: 'text', hidden: false },
  ],
};
const PAGES: TSlidePage[] = [0, 1].map((index) => ({ index, url: `/page-${index}.png`, width: 1920, height: 1080 }));

function history(records: TSlideHistoryRecord[] = []) {
  return { code: 200, data: { records, total: records.length, current: 1, size: 12 } };
}

beforeEach(() => {
  answerCatalogueSummary();
  mockApi.on('POST', SlidesApi.historyRecord, history());
  mockApi.on('POST', SlidesApi.extract, { code: 200, data: EXTRACTION });
  mockApi.on('GET', SlidesApi.images, { code: 200, data: PAGES });
});

function renderImporter() {
  signIn();
  const onImported = vi.fn<(deck: TImportedDeck) => void>();
  render(
    <Providers queryClient={createQueryClient()}>
      <SlideImporter onImported={onImported} />
    </Providers>,
  );
  return { user: userEvent.setup({ applyAccept: false }), onImported };
}

const fileInput = () => document.querySelector<HTMLInputElement>('[data-testid=slide-importer] input[type=file]')!;
const deck = (name = 'review.pptx', size = 2048) => new File([new Uint8Array(size)], name);

describe('SlideImporter', () => {
  it('uploads a deck, follows its conversion and hands over each slide with its page and script', async () => {
    let polls = 0;
    mockApi.on('POST', SlidesApi.upload, {
      code: 200,
      data: anImport({ status: TaskStatus.Queued, stage: 'queued', progress: 0 }),
    });
    mockApi.on('GET', SlidesApi.getProgress, () => {
      polls += 1;
      return {
        code: 200,
        data: polls === 1 ? anImport({ status: TaskStatus.Processing, stage: 'rendering', progress: 40 }) : anImport(),
      };
    });
    const { user, onImported } = renderImporter();

    await user.upload(fileInput(), deck());
    expect(await screen.findByText('Drawing 2 pages…')).toBeTruthy();
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const imported = onImported.mock.calls[0]![0];
    expect(imported.slides.map((slide) => [slide.script, slide.image.url])).toEqual([
      ['Welcome everyone.', '/page-0.png'],
      ['Questions?', '/page-1.png'],
    ]);
    expect((mockApi.requestsTo(SlidesApi.upload)[0]!.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('refuses other files and decks over 50 MB before sending them', async () => {
    const { user } = renderImporter();
    await user.upload(fileInput(), deck('notes.docx'));
    expect(screen.getByTestId('slide-import-error').textContent).toBe(translate('slideFormatUnsupported', 'en'));
    await user.upload(fileInput(), deck('big.pdf', 50 * 1024 * 1024 + 1));
    expect(screen.getByTestId('slide-import-error').textContent).toBe(
      translate('slideFileTooLarge', 'en', { max: '50 MB' }),
    );
    expect(mockApi.requestsTo(SlidesApi.upload)).toHaveLength(0);
  });

  it("shows the server's refusal and the reason an import failed", async () => {
    mockApi.on('POST', SlidesApi.upload, {
      code: ResultCode.BadRequest,
      message: translate('slidePasswordProtected', 'en'),
    });
    const { user } = renderImporter();
    await user.upload(fileInput(), deck('secret.pptx'));
    expect((await screen.findByTestId('slide-import-error')).textContent).toBe(
      translate('slidePasswordProtected', 'en'),
    );

    mockApi.on('POST', SlidesApi.upload, { code: 200, data: anImport({ status: TaskStatus.Queued, stage: 'queued' }) });
    mockApi.on('GET', SlidesApi.getProgress, {
      code: 200,
      data: anImport({ status: TaskStatus.Failed, failReason: translate('slideImportFailed', 'en') }),
    });
    await user.upload(fileInput(), deck());
    await waitFor(() =>
      expect(screen.getByTestId('slide-import-error').textContent).toBe(translate('slideImportFailed', 'en')),
    );
  });

  it('reuses a past import without another upload', async () => {
    mockApi.on('POST', SlidesApi.historyRecord, history([{ ...anImport({ id: 3 }), coverUrl: '/page-0.png' }]));
    mockApi.on('GET', SlidesApi.getProgress, { code: 200, data: anImport({ id: 3 }) });
    const { user, onImported } = renderImporter();
    await screen.findByText('2 pages', { exact: false });
    await user.click(screen.getByRole('button', { name: 'Use' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(mockApi.requestsTo(SlidesApi.extract).map((request) => request.body)).toEqual([{ id: 3 }]);
    expect(mockApi.requestsTo(SlidesApi.upload)).toHaveLength(0);
  });

  it('says when only PDF decks can be imported here, with the command that adds LibreOffice', async () => {
    const command = 'sudo apt-get install -y libreoffice-impress-nogui';
    answerCatalogueSummary({
      missingCapabilities: [{ capability: 'officeSlides', packages: ['libreoffice-impress-nogui'], command }],
    });
    renderImporter();
    expect((await screen.findByTestId('office-slides-missing')).textContent).toContain(command);
  });

  it('says nothing of LibreOffice where it is installed', async () => {
    renderImporter();
    await screen.findByText('Click or drag slides here');
    await waitFor(() => expect(mockApi.requestsTo(SystemApi.catalogueSummary)).toHaveLength(1));
    expect(screen.queryByTestId('office-slides-missing')).toBeNull();
  });
});
