import { FilePptOutlined } from '@ant-design/icons';
import { Alert, Progress, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTaskPending, SLIDE_FILE_ACCEPT, SLIDE_IMPORT_LIMITS, TaskStatus } from '@orator/contracts';
import { BYTES_PER_MB } from '../../../shared/lib/media-format';
import { useSlideDeck, type TImportedDeck } from '../api/get-slide-deck';
import { useSlideImport } from '../api/get-slide-import';
import { useUploadSlides } from '../api/upload-slides';
import { slideFileProblem } from '../slide-rules';
import { OfficeSlidesNotice } from './office-slides-notice';
import { SlideHistory } from './slide-history';
import './slide-importer.css';

interface TSlideImporterProps {
  /** Called once a deck is imported and read, whether just uploaded or picked from the history. */
  onImported: (deck: TImportedDeck) => void;
}

const MAX_MB = SLIDE_IMPORT_LIMITS.maxBytes / BYTES_PER_MB;

/** Upload a deck (or reuse a past import), follow its conversion, and hand the slides to the studio. */
export function SlideImporter({ onImported }: TSlideImporterProps) {
  const { t } = useTranslation(['slides', 'messages']);
  const upload = useUploadSlides();
  const [importId, setImportId] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const progress = useSlideImport(importId);
  const isFinished = progress.data?.status === TaskStatus.Finished;
  const deck = useSlideDeck(isFinished ? importId : undefined);

  useEffect(() => {
    if (deck.data) onImported(deck.data);
  }, [deck.data, onImported]);

  const failure =
    problem ??
    (progress.data?.status === TaskStatus.Failed
      ? (progress.data.failReason ?? t('messages:slideImportFailed'))
      : undefined) ??
    deck.error?.message;
  const isWorking = upload.isPending || (progress.data ? isTaskPending(progress.data.status) : importId !== undefined);

  function pick(file: File) {
    const refusal = slideFileProblem(file);
    if (refusal) {
      setProblem(
        refusal === 'wrongType'
          ? t('messages:slideFormatUnsupported')
          : t('messages:slideFileTooLarge', { max: `${MAX_MB} MB` }),
      );
      return;
    }
    setProblem(undefined);
    setImportId(undefined);
    upload.mutate(file, {
      onSuccess: (started) => setImportId(started.id),
      onError: (error) => setProblem(error.message || t('messages:slideImportFailed')),
    });
  }

  return (
    <div className="slide-importer" data-testid="slide-importer">
      <OfficeSlidesNotice />
      <Upload.Dragger
        accept={SLIDE_FILE_ACCEPT}
        showUploadList={false}
        disabled={isWorking}
        beforeUpload={(file) => {
          pick(file);
          // The deck goes through the API client, not antd's own request.
          return false;
        }}
        data-testid="slide-upload"
      >
        <p className="slide-importer__icon">
          <FilePptOutlined />
        </p>
        <p className="slide-importer__title">{t('upload.drop')}</p>
        <p className="slide-importer__hint">
          {t('upload.rules', { size: MAX_MB, pages: SLIDE_IMPORT_LIMITS.maxPages })}
        </p>
      </Upload.Dragger>
      {isWorking && (
        <div className="slide-importer__progress" data-testid="slide-import-progress" aria-live="polite">
          <span>
            {upload.isPending || !progress.data
              ? t('stage.uploading')
              : t(`stage.${progress.data.stage}`, { pages: progress.data.pageCount })}
          </span>
          <Progress percent={progress.data?.progress ?? 0} size="small" />
        </div>
      )}
      {isFinished && deck.isPending && <Alert type="info" showIcon title={t('stage.opening')} />}
      {failure && <Alert type="error" showIcon title={failure} data-testid="slide-import-error" />}
      <SlideHistory
        onReuse={(id) => {
          setProblem(undefined);
          setImportId(id);
        }}
        disabled={isWorking}
      />
    </div>
  );
}
