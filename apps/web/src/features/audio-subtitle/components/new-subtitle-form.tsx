import { CustomerServiceOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Select, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBTITLE_AUDIO, SUBTITLE_TEXT_MAX_CHARS, toLocale, type TFileInfo } from '@orator/contracts';
import { useSupportLanguages } from '../api/get-support-languages';
import { useSubmitAudioSubtitle } from '../api/submit-audio-subtitle';
import { useUploadSubtitleAudio } from '../api/upload-subtitle-audio';
import { audioFileProblem } from '../cue-rules';
import { languageLabel } from '../../../shared/lib/language-label';
import { LANGUAGE_SEARCH, languageSearchText } from '../../../shared/lib/language-search';
import { BYTES_PER_MB } from '../../../shared/lib/media-format';

/** The spoken language a user of each interface language most likely brings. */
const LIKELY_LANGUAGE = { en: 'en-US', zh: 'zh-CN', pt: 'pt-BR' } as const;

interface TNewSubtitleFormProps {
  onStarted: (taskId: number) => void;
}

/** Upload, language, optional known text, start: everything the server checks is checked there too. */
export function NewSubtitleForm({ onStarted }: TNewSubtitleFormProps) {
  const { t, i18n } = useTranslation(['audioSubtitle', 'messages']);
  const languages = useSupportLanguages();
  const upload = useUploadSubtitleAudio();
  const submit = useSubmitAudioSubtitle();
  const [file, setFile] = useState<TFileInfo>();
  const [language, setLanguage] = useState<string>(LIKELY_LANGUAGE[toLocale(i18n.language)]);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [isAttempted, setIsAttempted] = useState(false);

  const chosen = languages.data?.find((item) => item.code === language);
  const isTextRequired = chosen?.needsText ?? false;
  // Languages only a speech service knows take no text: nothing here could time it.
  const canAlign = chosen?.engines.includes('alignment') ?? true;
  const textMissing = isTextRequired && text.trim() === '';

  function pick(picked: File) {
    const refusal = audioFileProblem(picked);
    if (refusal) {
      setProblem(
        refusal === 'wrongType'
          ? t('upload.wrongType')
          : t('messages:fileTooLarge', { max: `${SUBTITLE_AUDIO.maxBytes / BYTES_PER_MB} MB` }),
      );
      return;
    }
    setProblem(undefined);
    upload.mutate(picked, {
      onSuccess: setFile,
      onError: (error) => setProblem(error.message || t('messages:uploadFailed')),
    });
  }

  function start() {
    setIsAttempted(true);
    if (!file || !chosen || textMissing) return;
    setProblem(undefined);
    submit.mutate(
      { fileId: file.id, language: chosen.code, text: (canAlign && text.trim()) || undefined },
      {
        onSuccess: (task) => {
          setFile(undefined);
          setText('');
          setIsAttempted(false);
          onStarted(task.id);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  }

  return (
    <Form layout="vertical" className="audio-subtitle__form" onFinish={start} data-testid="new-subtitle-form">
      <Form.Item
        validateStatus={isAttempted && !file ? 'error' : undefined}
        help={isAttempted && !file ? t('audioRequired') : undefined}
      >
        <Upload.Dragger
          accept=".mp3,.wav,.m4a,audio/mpeg,audio/wav,audio/x-m4a,audio/mp4"
          showUploadList={false}
          disabled={upload.isPending || submit.isPending}
          beforeUpload={(picked) => {
            pick(picked);
            // The file goes through the API client, not antd's own request.
            return false;
          }}
          data-testid="subtitle-audio-upload"
        >
          <p className="audio-subtitle__upload-icon">
            <CustomerServiceOutlined />
          </p>
          <p className="audio-subtitle__upload-title">
            {upload.isPending ? t('upload.uploading') : (file?.fileName ?? t('upload.drop'))}
          </p>
          <p className="audio-subtitle__upload-hint">
            {file
              ? t('upload.replace')
              : t('upload.rules', {
                  min: SUBTITLE_AUDIO.minSec,
                  max: SUBTITLE_AUDIO.maxSec / 60,
                  size: SUBTITLE_AUDIO.maxBytes / BYTES_PER_MB,
                })}
          </p>
        </Upload.Dragger>
      </Form.Item>

      <Form.Item
        label={t('language.label')}
        validateStatus={isAttempted && !chosen ? 'error' : undefined}
        help={isAttempted && !chosen ? t('languageRequired') : undefined}
      >
        <Select
          showSearch={LANGUAGE_SEARCH}
          value={chosen ? language : undefined}
          onChange={setLanguage}
          loading={languages.isPending}
          placeholder={t('language.placeholder')}
          aria-label={t('language.label')}
          options={(languages.data ?? []).map((item) => ({
            value: item.code,
            search: languageSearchText(item, i18n.language),
            label: (
              <span className="audio-subtitle__language">
                {languageLabel(item)}
                {item.needsText && <Tag className="audio-subtitle__needs-text">{t('language.needsText')}</Tag>}
              </span>
            ),
          }))}
          data-testid="subtitle-language"
        />
      </Form.Item>

      {canAlign && (
        <Form.Item
          label={isTextRequired ? t('text.labelRequired') : t('text.label')}
          required={isTextRequired}
          validateStatus={isAttempted && textMissing ? 'error' : undefined}
          help={
            isAttempted && textMissing ? t('text.required') : isTextRequired ? t('text.helpRequired') : t('text.help')
          }
        >
          <Input.TextArea
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={SUBTITLE_TEXT_MAX_CHARS}
            placeholder={t('text.placeholder')}
            aria-label={isTextRequired ? t('text.labelRequired') : t('text.label')}
          />
        </Form.Item>
      )}

      {problem && <Alert type="error" showIcon message={problem} className="audio-subtitle__problem" />}

      <Button type="primary" htmlType="submit" block loading={submit.isPending} disabled={upload.isPending}>
        {t('start')}
      </Button>
    </Form>
  );
}
