import { VideoCameraAddOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Steps, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FACE_SWAP_VIDEO,
  PLAN_BENEFITS,
  type TFaceSwapMode,
  type TFaceSwapPermission,
  type TFaceSwapTask,
} from '@orator/contracts';
import { useIsMobile } from '../../../shared/lib/use-is-mobile';
import { useUploadFaceSwapVideo } from '../api/face-swap-api';
import { FACE_SWAP_STEPS, MAX_VIDEO_MINUTES, videoProblem, type TFaceSwapStep } from '../face-swap-rules';

interface TVideoPanelProps {
  mode: TFaceSwapMode;
  task: TFaceSwapTask | undefined;
  permission: TFaceSwapPermission | undefined;
  onUploaded: (task: TFaceSwapTask) => void;
  onReset: () => void;
}

const PAID_MB = PLAN_BENEFITS.standard.faceSwapUploadMb;

function stepOf(task: TFaceSwapTask | undefined, isUploading: boolean): TFaceSwapStep | 'ready' | undefined {
  if (isUploading) return 'uploading';
  if (!task || task.stage === 'failed') return undefined;
  return task.stage === 'uploading' ? 'uploading' : task.stage;
}

/**
 * The video and where it stands (SPEC 4): uploading in the browser, then transcoding and face analysis on the
 * server, each with its progress, until the people are found; submitted once paid.
 */
export function VideoPanel({ mode, task, permission, onUploaded, onReset }: TVideoPanelProps) {
  const { t } = useTranslation(['faceSwap', 'messages']);
  const upload = useUploadFaceSwapVideo();
  const isMobile = useIsMobile();
  const [percent, setPercent] = useState(0);
  const [problem, setProblem] = useState<string>();
  const maxMb = permission?.uploadMaxMb ?? PLAN_BENEFITS.free.faceSwapUploadMb;
  const isFree = maxMb < PAID_MB;

  function pick(file: File) {
    const refusal = videoProblem(file, maxMb);
    if (refusal === 'wrongFormat') return setProblem(t('messages:faceSwapVideoWrongFormat'));
    if (refusal === 'tooLarge') {
      return setProblem(
        isFree
          ? t('messages:faceSwapVideoTooLargeFree', { maxMb, paidMb: PAID_MB })
          : t('messages:faceSwapVideoTooLarge', { maxMb }),
      );
    }
    setProblem(undefined);
    setPercent(0);
    upload.mutate(
      { file, mode, onProgress: setPercent },
      { onSuccess: onUploaded, onError: (error) => setProblem(error.message) },
    );
  }

  const step = stepOf(task, upload.isPending);
  const stepIndex = step === 'ready' ? 2 : step ? FACE_SWAP_STEPS.indexOf(step) : -1;
  const stagePercent = step === 'uploading' ? percent : (task?.progress ?? 0);
  return (
    <section className="face-swap-panel" data-testid="face-swap-video">
      <h2 className="face-swap-panel__title">{t('video.title')}</h2>
      {!task && !upload.isPending && (
        <Upload.Dragger
          accept={FACE_SWAP_VIDEO.accept}
          showUploadList={false}
          beforeUpload={(file) => {
            pick(file);
            return false;
          }}
          data-testid="face-swap-video-input"
        >
          <p className="face-swap-upload__icon">
            <VideoCameraAddOutlined />
          </p>
          <p>{t('video.drop')}</p>
          <p className="face-swap-panel__hint" data-testid="face-swap-video-rules">
            {t('video.rules', { maxMb, maxMinutes: MAX_VIDEO_MINUTES })}
            {isFree && ` ${t('video.freeRule', { maxMb, paidMb: PAID_MB })}`}
          </p>
        </Upload.Dragger>
      )}
      {stepIndex >= 0 && (
        <div className="face-swap-steps" data-testid="face-swap-steps" data-step={step}>
          <Steps
            size="small"
            current={stepIndex}
            status={step === 'ready' ? 'finish' : 'process'}
            // Four titles side by side do not fit a phone: there the steps stand one under another.
            orientation={isMobile ? 'vertical' : 'horizontal'}
            items={FACE_SWAP_STEPS.map((key) => ({ title: t(`video.steps.${key}`) }))}
          />
          <p className="face-swap-steps__note" aria-live="polite" data-testid="face-swap-stage-note">
            {t(`video.stageNote.${step!}`, { percent: stagePercent, count: task?.people.length ?? 0 })}
          </p>
          {step !== 'ready' && step !== 'submitted' && (
            <Progress percent={stagePercent} size="small" status="active" data-testid="face-swap-stage-progress" />
          )}
        </div>
      )}
      {task?.stage === 'failed' && (
        <Alert type="error" showIcon title={task.failReason} data-testid="face-swap-video-failed" />
      )}
      {problem && <Alert type="error" showIcon title={problem} data-testid="face-swap-video-error" />}
      {task && task.stage !== 'submitted' && !upload.isPending && (
        <Button onClick={onReset} data-testid="face-swap-video-another">
          {t('video.another')}
        </Button>
      )}
    </section>
  );
}
