import { Alert, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTranslationSentence, TVideoTranslationTask } from '@orator/contracts';
import { useRegenerateSentence } from '../api/edit-video-translation';
import { useTargetVoices } from '../api/get-target-voices';

/** The select's value for "the voice of the whole video". */
const TASK_VOICE = '';

interface TRegenerateDialogProps {
  task: TVideoTranslationTask;
  sentence: TTranslationSentence;
  onClose: () => void;
}

/** One finished sentence said again: new words, another voice, or both; only that sentence is re-rendered. */
export function RegenerateDialog({ task, sentence, onClose }: TRegenerateDialogProps) {
  const { t } = useTranslation('videoTranslation');
  const regenerate = useRegenerateSentence();
  const { voices } = useTargetVoices(task.targetLanguage);
  const [text, setText] = useState(sentence.text);
  const [voiceId, setVoiceId] = useState(sentence.voiceId ?? TASK_VOICE);
  const isTextChanged = text.trim() !== sentence.text.trim();
  const isVoiceChanged = voiceId !== (sentence.voiceId ?? TASK_VOICE);

  function confirm() {
    regenerate.mutate(
      {
        id: task.id,
        index: sentence.index,
        ...(isTextChanged ? { text: text.trim() } : {}),
        ...(isVoiceChanged ? { voiceId: voiceId || null } : {}),
      },
      { onSuccess: onClose },
    );
  }

  return (
    <Modal
      open
      title={t('result.regenerateTitle', { number: sentence.index + 1 })}
      okText={t('result.regenerate')}
      cancelText={t('editor.cancel')}
      onOk={confirm}
      onCancel={onClose}
      okButtonProps={{
        disabled: !text.trim() || (!isTextChanged && !isVoiceChanged),
        loading: regenerate.isPending,
      }}
      destroyOnHidden
    >
      <div className="vt-regenerate">
        <p className="vt-muted">{sentence.source}</p>
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={1000}
          aria-label={t('result.newText')}
          data-testid="vt-regenerate-text"
        />
        <Select
          value={voiceId}
          onChange={setVoiceId}
          options={[
            { value: TASK_VOICE, label: t('result.taskVoice') },
            ...voices.map((voice) => ({ value: voice.voiceId, label: voice.voiceName })),
          ]}
          aria-label={t('result.voice')}
          data-testid="vt-regenerate-voice"
        />
        {regenerate.error && <Alert type="error" showIcon title={regenerate.error.message} />}
      </div>
    </Modal>
  );
}
