import { CustomerServiceOutlined } from '@ant-design/icons';
import { Alert, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIO_UPLOAD } from '@orator/contracts';
import { useUploadNarration } from '../api/upload-narration';
import { useStudio, useUpdateStudio } from '../studio/studio-context';
import { BYTES_PER_MB, SECONDS_PER_MINUTE } from '../../../shared/lib/media-format';
import { audioFileProblem } from './audio-rules';
import { NO_NARRATION_SUBTITLES, type TNarrationSubtitles } from '../studio/studio-store';
import { NarrationPlayer } from './narration-player';
import { NarrationSubtitles } from './narration-subtitles';

/** Audio mode: the avatar speaks an uploaded MP3 instead of a script. */
export function AudioInput() {
  const { t } = useTranslation(['create', 'messages']);
  const narration = useStudio((state) => state.audio);
  const isSubmitAttempted = useStudio((state) => state.isSubmitAttempted);
  const narrationSubtitles = useStudio((state) => state.narrationSubtitles);
  const update = useUpdateStudio();
  const upload = useUploadNarration();
  const [problem, setProblem] = useState<string>();

  function pick(file: File) {
    const refusal = audioFileProblem(file);
    if (refusal) {
      setProblem(t(`messages:${refusal.key}`, refusal.params));
      return;
    }
    setProblem(undefined);
    upload.mutate(file, {
      onSuccess: (stored) => {
        if (narration) URL.revokeObjectURL(narration.localUrl);
        update({ audio: { file: stored, localUrl: URL.createObjectURL(file) }, narrationSubtitles: linesDropped() });
      },
      onError: (error) => setProblem(error.message || t('messages:uploadFailed')),
    });
  }

  function remove() {
    if (narration) URL.revokeObjectURL(narration.localUrl);
    update({ audio: undefined, narrationSubtitles: linesDropped() });
  }

  /** Lines made from another recording do not fit this one; the language and pasted script still may. */
  function linesDropped(): TNarrationSubtitles {
    return { ...NO_NARRATION_SUBTITLES, language: narrationSubtitles.language, text: narrationSubtitles.text };
  }

  return (
    <div className="audio-input">
      <Upload.Dragger
        accept=".mp3,audio/mpeg"
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          pick(file);
          // The file goes through the API client, not antd's own request.
          return false;
        }}
        data-testid="audio-upload"
      >
        <p className="audio-input__icon">
          <CustomerServiceOutlined />
        </p>
        <p className="audio-input__title">{upload.isPending ? t('audio.uploading') : t('audio.drop')}</p>
        <p className="audio-input__hint">
          {t('audio.rules', {
            min: AUDIO_UPLOAD.minSec,
            max: AUDIO_UPLOAD.maxSec / SECONDS_PER_MINUTE,
            size: AUDIO_UPLOAD.maxBytes / BYTES_PER_MB,
          })}
        </p>
      </Upload.Dragger>
      {problem && <Alert type="error" showIcon title={<span data-testid="audio-problem">{problem}</span>} />}
      {narration && <NarrationPlayer narration={narration} onRemove={remove} />}
      {narration && <NarrationSubtitles narration={narration} />}
      {!narration && !problem && isSubmitAttempted && (
        <div className="studio-field-error" data-testid="audio-required">
          {t('messages:uploadAudioRequired')}
        </div>
      )}
    </div>
  );
}
