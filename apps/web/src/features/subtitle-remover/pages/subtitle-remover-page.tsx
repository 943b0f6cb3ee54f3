import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type TEraseBoxKind,
  type TMessageKey,
  type TSubtitleRemoverSource,
  type TSubtitleRemoverTask,
} from '@orator/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { envelopeText, isEnvelope } from '../../../shared/api/envelope';
import { formatDuration } from '../../../shared/lib/media-format';
import { useInsufficientBalance } from '../../../shared/ui/insufficient-balance';
import { useRemovalDetail, useRemoverQuote, useSubmitRemoval } from '../api/subtitle-remover-api';
import { submitProblem, toSubmitRequest, type TDraftBox } from '../box-rules';
import { BoxEditor } from '../components/box-editor';
import { RemovalHistory } from '../components/removal-history';
import { RemovalResult } from '../components/removal-result';
import { SubmitPanel } from '../components/submit-panel';
import { UploadStep } from '../components/upload-step';
import '../subtitle-remover.css';

/** SPEC 2 /video-subtitle-remover: upload an MP4 or MOV, box its subtitles and watermark on a frame, pay, download. */
export default function SubtitleRemoverPage() {
  const { t } = useTranslation(['subtitleRemover', 'messages']);
  const [source, setSource] = useState<TSubtitleRemoverSource>();
  const [boxes, setBoxes] = useState<TDraftBox[]>([]);
  const [kind, setKind] = useState<TEraseBoxKind>('subtitle');
  const [selectedId, setSelectedId] = useState<number>();
  const [problem, setProblem] = useState<TMessageKey | null>(null);
  const [taskName, setTaskName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shownId, setShownId] = useState<number>();
  const quote = useRemoverQuote(source?.fileId);
  const submit = useSubmitRemoval();
  const shown = useRemovalDetail(shownId);
  const balance = useInsufficientBalance();
  const resultRef = useRef<HTMLDivElement>(null);

  function uploaded(next: TSubtitleRemoverSource) {
    setSource(next);
    setBoxes([]);
    setProblem(null);
    setTaskName(next.fileName.replace(/\.[^.]+$/, ''));
  }

  function show(id: number) {
    setShownId(id);
    resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }

  async function send() {
    if (!source) return;
    const refusal = submitProblem(boxes);
    setProblem(refusal);
    setError(null);
    if (refusal) return;
    const result = await submit
      .mutateAsync(toSubmitRequest(source.fileId, boxes, taskName.trim() || undefined))
      .catch((failure: unknown) => {
        setError(isApiError(failure) ? failure.message : t('messages:serverError'));
        return undefined;
      });
    if (!result || balance.handle(result, 'subtitleRemover')) return;
    if (isEnvelope(result)) {
      setError(envelopeText(result) || t('messages:serverError'));
      return;
    }
    show((result as TSubtitleRemoverTask).id);
  }

  const forget = (id: number) => setShownId((current) => (current === id ? undefined : current));

  return (
    <div className="sr-page" data-testid="subtitle-remover-page">
      <header className="sr-page__header">
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </header>
      {source ? (
        <div className="sr-page__work">
          <div className="sr-page__editor">
            <div className="sr-page__source">
              <span className="sr-muted" data-testid="sr-source">
                {t('source.line', {
                  name: source.fileName,
                  duration: formatDuration(source.durationSec),
                  width: source.width,
                  height: source.height,
                })}
              </span>
              <Button size="small" onClick={() => setSource(undefined)} data-testid="sr-replace">
                {t('source.replace')}
              </Button>
            </div>
            <BoxEditor
              source={source}
              boxes={boxes}
              onBoxes={setBoxes}
              kind={kind}
              onKind={setKind}
              selectedId={selectedId}
              onSelect={setSelectedId}
              problem={problem}
              onProblem={setProblem}
            />
          </div>
          <SubmitPanel
            taskName={taskName}
            onTaskName={setTaskName}
            quote={quote.data}
            isSubmitting={submit.isPending}
            error={error}
            onSubmit={() => void send()}
          />
        </div>
      ) : (
        <UploadStep onUploaded={uploaded} />
      )}
      <div ref={resultRef}>
        <RemovalResult task={shown.data} />
      </div>
      <RemovalHistory shownId={shownId} onOpen={show} onDeleted={forget} />
      {balance.dialog}
    </div>
  );
}
