import { InboxOutlined } from '@ant-design/icons';
import { Alert, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_CLONE_VIDEO_LIMITS, type TCloneVideoCheck } from '@orator/contracts';
import { checkCloneVideo, uploadCloneVideo } from '../api/avatar-clone-api';
import { VIDEO_MESSAGE_PARAMS, readVideoFacts, videoProblem } from './video-rules';

type TStage = { step: 'idle' } | { step: 'uploading'; percent: number } | { step: 'checking' };

interface TCloneVideoFieldProps {
  value?: TCloneVideoCheck;
  onChange?(value: TCloneVideoCheck | undefined): void;
  /** Tells the page whether work is in flight, so it can keep the user from leaving or submitting. */
  onBusyChange?(isBusy: boolean): void;
}

/**
 * The portrait video: checked in the browser for type, size, length and resolution, uploaded with its
 * progress, then checked by the server for one frontal face. Any refusal is said in the form, nothing is
 * charged for it.
 */
export function CloneVideoField({ value, onChange, onBusyChange }: TCloneVideoFieldProps) {
  const { t } = useTranslation(['avatarClone', 'messages']);
  const [stage, setStage] = useState<TStage>({ step: 'idle' });
  const [error, setError] = useState<string>();
  const [previewUrl, setPreviewUrl] = useState<string>();

  async function pick(file: File) {
    setError(undefined);
    onChange?.(undefined);
    // Type and size first: reading the metadata of a file that is not a video is wasted.
    const problem = videoProblem(file) ?? videoProblem(file, await readVideoFacts(file));
    if (problem) {
      setError(t(`messages:${problem}`, { ...VIDEO_MESSAGE_PARAMS, atSec: 0 }));
      return;
    }
    setPreviewUrl((old) => {
      if (old) URL.revokeObjectURL(old);
      return URL.createObjectURL(file);
    });
    onBusyChange?.(true);
    try {
      setStage({ step: 'uploading', percent: 0 });
      const stored = await uploadCloneVideo(file, (percent) => setStage({ step: 'uploading', percent }));
      setStage({ step: 'checking' });
      onChange?.(await checkCloneVideo(stored.id));
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('messages:uploadFailed'));
    } finally {
      setStage({ step: 'idle' });
      onBusyChange?.(false);
    }
  }

  return (
    <div className="clone-video-field">
      <Upload.Dragger
        accept={AVATAR_CLONE_VIDEO_LIMITS.accept}
        showUploadList={false}
        disabled={stage.step !== 'idle'}
        beforeUpload={(file) => {
          void pick(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('upload.drop')}</p>
        <p className="ant-upload-hint">{t('upload.hint', VIDEO_MESSAGE_PARAMS)}</p>
      </Upload.Dragger>
      {stage.step === 'uploading' && (
        <Progress percent={stage.percent} status="active" data-testid="clone-video-progress" />
      )}
      {stage.step === 'checking' && (
        <Alert type="info" showIcon message={t('upload.checking')} data-testid="clone-video-checking" />
      )}
      {error && <Alert type="error" showIcon message={error} data-testid="clone-video-error" />}
      {value && (
        <Alert
          type="success"
          showIcon
          data-testid="clone-video-ok"
          message={t('upload.accepted', {
            seconds: Math.round(value.durationSec),
            width: value.width,
            height: value.height,
          })}
        />
      )}
      {previewUrl && value && (
        <video className="clone-video-field__preview" src={previewUrl} controls muted playsInline />
      )}
      <Typography.Paragraph type="secondary">{t('upload.noCharge')}</Typography.Paragraph>
    </div>
  );
}
