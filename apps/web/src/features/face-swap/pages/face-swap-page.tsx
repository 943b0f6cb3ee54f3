import { Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TFaceSwapMapping, TFaceSwapMode, TFaceSwapTask } from '@orator/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { envelopeText, isEnvelope } from '../../../shared/api/envelope';
import { useInsufficientBalance } from '../../../shared/ui/insufficient-balance';
import { useFaceLibrary, useFaceSwapPermission, useFaceSwapTask, useSubmitFaceSwap } from '../api/face-swap-api';
import { FaceLibrary } from '../components/face-library';
import { FaceSwapHistory } from '../components/face-swap-history';
import { FaceSwapResult } from '../components/face-swap-result';
import { PeopleMapping } from '../components/people-mapping';
import { PreviewFrames } from '../components/preview-frames';
import { SubmitPanel } from '../components/submit-panel';
import { VideoPanel } from '../components/video-panel';
import { mappingForMode, mapPerson } from '../face-swap-rules';
import '../face-swap.css';

/** The choices made for one task: kept per task, so opening another starts from what that one was given. */
interface TDraft {
  taskId: number;
  mapping: TFaceSwapMapping;
  name: string;
}

/**
 * SPEC 2 /video-face-swap: single or multi face mode; the face library; the video's SPEC 4 stages; the people
 * found, each mapped to a library face or left unchanged; a free preview; the price and balance; the result and
 * history. The task on screen is in the address (?id=), so the project centre can open it here.
 */
export default function FaceSwapPage() {
  const { t } = useTranslation(['faceSwap', 'messages']);
  const [searchParams, setSearchParams] = useSearchParams();
  const idParam = Number(searchParams.get('id'));
  const taskId = Number.isInteger(idParam) && idParam > 0 ? idParam : undefined;
  const [chosenMode, setChosenMode] = useState<TFaceSwapMode>('single');
  const [draft, setDraft] = useState<TDraft>();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const balance = useInsufficientBalance();
  const faces = useFaceLibrary();
  const task = useFaceSwapTask(taskId).data;
  const mode = task && task.stage === 'submitted' ? task.mode : chosenMode;
  const permission = useFaceSwapPermission(mode, task?.stage === 'ready' ? task.id : undefined).data;
  const submit = useSubmitFaceSwap();

  const current: TDraft | undefined =
    task && (draft?.taskId === task.id ? draft : { taskId: task.id, mapping: task.mapping, name: task.taskName });
  const mapping = current ? mappingForMode(current.mapping, mode) : {};
  const hasMapping = Object.keys(mapping).length > 0;

  function show(next: TFaceSwapTask | undefined) {
    setSubmitError(null);
    setSearchParams(
      (params) => {
        if (next) params.set('id', String(next.id));
        else params.delete('id');
        return params;
      },
      { replace: true },
    );
    if (next && next.stage !== 'submitted') setChosenMode(next.mode);
  }

  async function send() {
    if (!task || !current) return;
    setSubmitError(null);
    const result = await submit
      .mutateAsync({ id: task.id, mode, mapping, taskName: current.name.trim() || undefined })
      .catch((refusal: unknown) => {
        setSubmitError(isApiError(refusal) ? refusal.message : t('messages:serverError'));
        return undefined;
      });
    if (!result || balance.handle(result, 'faceSwap')) return;
    if (isEnvelope(result)) setSubmitError(envelopeText(result) || t('messages:serverError'));
  }

  const isReady = task?.stage === 'ready';
  return (
    <div className="face-swap-page" data-testid="face-swap-page">
      <header className="face-swap-page__header">
        <Typography.Title level={2}>{t('title')}</Typography.Title>
        <p className="face-swap-panel__hint">{t('subtitle')}</p>
      </header>
      <Tabs
        activeKey={mode}
        onChange={(key) => setChosenMode(key === 'multi' ? 'multi' : 'single')}
        items={(['single', 'multi'] as const).map((key) => ({
          key,
          label: <span data-testid={`face-swap-mode-${key}`}>{t(`modes.${key}`)}</span>,
          disabled: task?.stage === 'submitted' && task.mode !== key,
        }))}
      />
      <p className="face-swap-panel__hint" data-testid="face-swap-mode-hint">
        {t(mode === 'multi' ? 'modes.multiHint' : 'modes.singleHint')}
      </p>
      <div className="face-swap-page__grid">
        <div className="face-swap-page__main">
          <VideoPanel
            key={task?.id ?? 'new'}
            mode={mode}
            task={task}
            permission={permission}
            onUploaded={show}
            onReset={() => show(undefined)}
          />
          {task && (isReady || task.stage === 'submitted') && (
            <PeopleMapping
              people={task.people}
              faces={faces.data ?? []}
              mapping={mapping}
              isLocked={!isReady}
              onMap={(personId, faceId) =>
                setDraft({ ...current!, mapping: mapPerson(mapping, mode, personId, faceId) })
              }
            />
          )}
          {task && isReady && <PreviewFrames taskId={task.id} mapping={mapping} />}
          {task && isReady && (
            <SubmitPanel
              permission={permission}
              durationSec={task.durationSec ?? 0}
              hasMapping={hasMapping}
              name={current!.name}
              isSubmitting={submit.isPending}
              error={submitError}
              onNameChange={(name) => setDraft({ ...current!, name })}
              onSubmit={() => void send()}
            />
          )}
          {task?.stage === 'submitted' && <FaceSwapResult task={task} />}
        </div>
        <aside className="face-swap-page__side">
          <FaceLibrary faces={faces.data ?? []} />
          <section className="face-swap-panel">
            <h2 className="face-swap-panel__title">{t('history.title')}</h2>
            <FaceSwapHistory
              openId={task?.id}
              onOpen={show}
              onDeleted={(id) => (id === task?.id ? show(undefined) : undefined)}
            />
          </section>
        </aside>
      </div>
      {balance.dialog}
    </div>
  );
}
