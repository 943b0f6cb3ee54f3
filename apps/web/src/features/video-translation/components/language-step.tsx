import { FileTextOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Input, Select, Spin, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TVideoTranslationTask } from '@orator/contracts';
import { useTranscribe } from '../api/edit-video-translation';
import { useLanguageGuess, useTranslateSupport } from '../api/get-translate-support';
import { isSubtitleText, languageName, proposedSource } from '../video-translation-rules';

const TRANSCRIPT_ACCEPT = '.srt,.vtt,.txt';
/** Below this the analysis is a guess the user should look at twice. */
const SURE_CONFIDENCE = 0.6;

interface TLanguageStepProps {
  task: TVideoTranslationTask;
  /** Set when the transcript exists and is being made again: the way back to it. */
  onCancel?: () => void;
}

/** Step 2: the language the analysis heard, confirmed or corrected, and the user's own transcript if any. */
export function LanguageStep({ task, onCancel }: TLanguageStepProps) {
  const { t, i18n } = useTranslation('videoTranslation');
  const support = useTranslateSupport();
  const guess = useLanguageGuess(task.id, true);
  const detected = guess.data ?? task.detected;
  const sources = support.data?.sources ?? [];
  const [chosen, setChosen] = useState<string>();
  const language = chosen ?? task.sourceLanguage ?? proposedSource(sources, detected.language);
  const [hasTranscript, setHasTranscript] = useState(false);
  const [transcript, setTranscript] = useState('');
  const [fileName, setFileName] = useState<string>();
  const transcribe = useTranscribe();
  const name = (code: string) => languageName(code, i18n.language);

  function submit() {
    if (!language) return;
    const own = hasTranscript ? transcript.trim() : '';
    transcribe.mutate({
      id: task.id,
      language,
      ...(own && isSubtitleText(own) ? { subtitles: own } : {}),
      ...(own && !isSubtitleText(own) ? { text: own } : {}),
    });
  }

  if (support.isLoading) return <Spin className="vt-loading" />;
  return (
    <section className="vt-language" data-testid="vt-language">
      <h2 className="vt-step-title">{t('language.title')}</h2>
      <p className="vt-muted" data-testid="vt-language-detected">
        {detected.language
          ? t(detected.confidence >= SURE_CONFIDENCE ? 'language.detected' : 'language.unsure', {
              language: name(detected.language),
            })
          : t('language.unknown')}
      </p>
      {task.failReason && <Alert type="error" showIcon title={task.failReason} data-testid="vt-language-failure" />}
      {detected.language && !proposedSource(sources, detected.language) && (
        <Alert
          type="warning"
          showIcon
          title={t('language.unsupported', { language: name(detected.language) })}
          data-testid="vt-language-unsupported"
        />
      )}
      <label className="vt-field">
        <span>{t('language.source')}</span>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          value={language}
          onChange={setChosen}
          placeholder={t('language.pick')}
          options={sources.map((code) => ({ value: code, label: name(code) }))}
          aria-label={t('language.source')}
          data-testid="vt-source-language"
        />
      </label>
      <Checkbox
        checked={hasTranscript}
        onChange={(event) => setHasTranscript(event.target.checked)}
        data-testid="vt-has-transcript"
      >
        {t('language.haveTranscript')}
      </Checkbox>
      {hasTranscript && (
        <div className="vt-transcript">
          <p className="vt-muted">{t('language.transcriptHint')}</p>
          <Input.TextArea
            value={transcript}
            onChange={(event) => setTranscript(event.target.value)}
            autoSize={{ minRows: 4, maxRows: 12 }}
            placeholder={t('language.transcriptPlaceholder')}
            aria-label={t('language.transcript')}
            data-testid="vt-transcript"
          />
          <Upload
            accept={TRANSCRIPT_ACCEPT}
            showUploadList={false}
            beforeUpload={(file) => {
              // Read here: the text travels with the transcribe request, not as a stored file.
              void file.text().then((text) => {
                setTranscript(text);
                setFileName(file.name);
              });
              return false;
            }}
          >
            <Button icon={<FileTextOutlined />} data-testid="vt-transcript-file">
              {t('language.loadFile')}
            </Button>
          </Upload>
          {fileName && <span className="vt-muted">{t('language.loaded', { name: fileName })}</span>}
        </div>
      )}
      {onCancel && <Alert type="warning" showIcon title={t('language.redoWarning')} data-testid="vt-redo-warning" />}
      {transcribe.error && (
        <Alert type="error" showIcon title={transcribe.error.message} data-testid="vt-transcribe-error" />
      )}
      <div className="vt-language__actions">
        <Button
          type="primary"
          size="large"
          disabled={!language || (hasTranscript && !transcript.trim())}
          loading={transcribe.isPending}
          onClick={submit}
          data-testid="vt-transcribe"
        >
          {t('language.continue')}
        </Button>
        {onCancel && (
          <Button size="large" onClick={onCancel} data-testid="vt-redo-cancel">
            {t('editor.cancel')}
          </Button>
        )}
      </div>
    </section>
  );
}
