import { PlusOutlined, TranslationOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Result, Spin, Steps } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TVideoTranslationStage, TVideoTranslationTask } from '@orator/contracts';
import { useIsMobile } from '../../../shared/lib/use-is-mobile';
import { useVideoTranslation } from '../api/get-video-translation';
import { EditingStep } from '../components/editing-step';
import { LanguageStep } from '../components/language-step';
import { TranslationResult } from '../components/translation-result';
import { VideoUploadStep } from '../components/video-upload-step';
import { WorkingStep } from '../components/working-step';
import '../video-translation.css';

const STEPS = ['upload', 'language', 'edit', 'render', 'result'] as const;

/** Where each stage stands in the stepper. */
const STEP_OF_STAGE: Record<TVideoTranslationStage, number> = {
  analysing: 1,
  confirmLanguage: 1,
  transcribing: 2,
  editing: 2,
  rendering: 3,
  finished: 4,
  failed: 3,
};

/** Reloading or closing the tab with unsaved work asks first, as the router's leave dialog does inside the app. */
function useUnloadWarning(isActive: boolean) {
  useEffect(() => {
    if (!isActive) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isActive]);
}

/**
 * SPEC 2 /ai-video-translation: a video of someone talking, given back in another language in their own voice.
 * The task's id is in the address (`?id=`), so a reload or a link from /my opens it at its stage.
 */
export default function VideoTranslationPage() {
  const { t } = useTranslation('videoTranslation');
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const task = useVideoTranslation(id);
  const [isUploading, setUploading] = useState(false);
  const [isDirty, setDirty] = useState(false);
  useUnloadWarning(isUploading || isDirty);

  const open = useCallback(
    (next: TVideoTranslationTask | undefined) => {
      setDirty(false);
      setParams(next ? { id: String(next.id) } : {}, { replace: !next });
    },
    [setParams],
  );

  const stage = id === undefined ? undefined : task.data?.stage;
  const current = stage ? STEP_OF_STAGE[stage] : 0;
  const newButton = (
    <Button
      icon={<PlusOutlined />}
      onClick={isDirty ? undefined : () => open(undefined)}
      aria-label={t('page.new')}
      data-testid="vt-new"
    >
      {isMobile ? undefined : t('page.new')}
    </Button>
  );

  return (
    <div className="vt-page" data-testid="vt-page">
      <header className="vt-page__head">
        <h1 className="vt-page__title">
          <TranslationOutlined /> {t('page.title')}
        </h1>
        {task.data && id !== undefined && (
          <span className="vt-page__name" title={task.data.taskName} data-testid="vt-task-name">
            {task.data.taskName}
          </span>
        )}
        {id !== undefined &&
          (isDirty ? (
            <Popconfirm
              title={t('page.newTitle')}
              description={t('page.newText')}
              okText={t('page.new')}
              cancelText={t('editor.cancel')}
              onConfirm={() => open(undefined)}
            >
              {newButton}
            </Popconfirm>
          ) : (
            newButton
          ))}
      </header>
      {isMobile ? (
        <p className="vt-page__step" data-testid="vt-step">
          {t('page.stepOf', { step: current + 1, total: STEPS.length, name: t(`steps.${STEPS[current]!}`) })}
        </p>
      ) : (
        <Steps
          size="small"
          className="vt-page__steps"
          current={current}
          status={stage === 'failed' ? 'error' : stage === 'finished' ? 'finish' : 'process'}
          items={STEPS.map((key) => ({ key, title: t(`steps.${key}`) }))}
          data-testid="vt-steps"
        />
      )}
      <Stage
        id={id}
        task={task.data}
        isLoading={task.isLoading}
        loadError={task.error?.message}
        onUploaded={open}
        onRestart={() => open(undefined)}
        onUploadingChange={setUploading}
        onDirtyChange={setDirty}
      />
    </div>
  );
}

interface TStageProps {
  id: number | undefined;
  task: TVideoTranslationTask | undefined;
  isLoading: boolean;
  loadError: string | undefined;
  onUploaded: (task: TVideoTranslationTask) => void;
  onRestart: () => void;
  onUploadingChange: (isUploading: boolean) => void;
  onDirtyChange: (isDirty: boolean) => void;
}

function Stage({ id, task, isLoading, loadError, onUploaded, onRestart, ...reports }: TStageProps) {
  const { t } = useTranslation('videoTranslation');
  if (id === undefined)
    return <VideoUploadStep onUploaded={onUploaded} onUploadingChange={reports.onUploadingChange} />;
  if (isLoading) return <Spin className="vt-loading" />;
  const restart = (
    <Button type="primary" onClick={onRestart} data-testid="vt-restart">
      {t('failed.restart')}
    </Button>
  );
  if (!task) {
    return (
      <Result
        status="warning"
        title={<span data-testid="vt-load-failed">{t('failed.loadTitle')}</span>}
        subTitle={loadError}
        extra={restart}
      />
    );
  }
  switch (task.stage) {
    case 'confirmLanguage':
      return <LanguageStep key={task.id} task={task} />;
    case 'editing':
      return <EditingStep key={task.id} task={task} onDirtyChange={reports.onDirtyChange} />;
    case 'finished':
      return <TranslationResult task={task} />;
    case 'failed':
      return (
        <Result
          status="error"
          title={<span data-testid="vt-failed">{t('failed.title')}</span>}
          subTitle={<span data-testid="vt-fail-reason">{task.failReason ?? t('failed.unknown')}</span>}
          extra={restart}
        />
      );
    default:
      return <WorkingStep task={task} />;
  }
}
