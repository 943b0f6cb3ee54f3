import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Popover, Segmented, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessSource, COPY_KEYWORDS_MAX_CHARS, COPY_LENGTHS, DEFAULT_COPY_LENGTH } from '@orator/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { fetchBatchId, streamRecommendations, useCopyLanguages } from '../../../shared/api/copywriting';
import { currentLocale } from '../../../shared/i18n/i18n';
import { useReadStudio, useUpdateStudio } from '../studio/studio-context';

/**
 * "AI write" (businessSource 1): a video script written from a few keywords straight into the script field, word by
 * word as the copy writer sends it. It replaces the script, as a fresh draft.
 */
export function AiWriteButton() {
  const { t } = useTranslation('create');
  const update = useUpdateStudio();
  const read = useReadStudio();
  const [isOpen, setOpen] = useState(false);
  // Asked only once the user opens it: most visits of the editor never do.
  const languages = useCopyLanguages({ isEnabled: isOpen });
  const [keywords, setKeywords] = useState('');
  const [chosenLanguage, setLanguage] = useState<string>();
  const [wordCount, setWordCount] = useState<number>(DEFAULT_COPY_LENGTH);
  const [isWriting, setWriting] = useState(false);
  const [error, setError] = useState<string>();
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  const language =
    chosenLanguage ?? languages.data?.find((l) => l.code === currentLocale())?.code ?? languages.data?.[0]?.code;

  async function write() {
    if (!language || !keywords.trim()) return;
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setError(undefined);
    setWriting(true);
    try {
      const body = {
        batchId: await fetchBatchId(),
        keywords,
        language,
        wordCount,
        businessSource: BusinessSource.VideoCreation,
        variants: 1,
      };
      let script = '';
      await streamRecommendations(
        body,
        {
          onStart: () => {
            setOpen(false);
            update({ script: '' });
          },
          onDelta: ({ text }) => {
            script += text;
            update({ script: script.trimStart() });
          },
          onDone: ({ variants }) => {
            if (read().script.trim() === script.trim()) update({ script: variants[0]?.text ?? script });
          },
        },
        controller.signal,
      );
    } catch (failure) {
      if (controller.signal.aborted) return;
      setOpen(true);
      setError(isApiError(failure) && failure.message ? failure.message : t('aiWrite.failed'));
    } finally {
      if (!controller.signal.aborted) setWriting(false);
    }
  }

  const form = (
    <div className="ai-write" data-testid="ai-write-form">
      <Input.TextArea
        value={keywords}
        onChange={(event) => setKeywords(event.target.value)}
        placeholder={t('aiWrite.placeholder')}
        maxLength={COPY_KEYWORDS_MAX_CHARS}
        autoSize={{ minRows: 2, maxRows: 4 }}
        aria-label={t('aiWrite.keywords')}
        data-testid="ai-write-keywords"
      />
      <Select
        value={language}
        onChange={setLanguage}
        options={(languages.data ?? []).map((l) => ({ value: l.code, label: l.name }))}
        aria-label={t('aiWrite.language')}
        data-testid="ai-write-language"
      />
      <Segmented
        block
        value={wordCount}
        onChange={(value) => setWordCount(Number(value))}
        options={COPY_LENGTHS.map((value) => ({ value, label: t('aiWrite.words', { count: value }) }))}
        data-testid="ai-write-length"
      />
      {error && <Alert type="error" showIcon title={error} data-testid="ai-write-error" />}
      <Button
        type="primary"
        block
        disabled={!keywords.trim() || !language}
        loading={isWriting}
        onClick={() => void write()}
        data-testid="ai-write-submit"
      >
        {t('aiWrite.submit')}
      </Button>
    </div>
  );

  return (
    <Popover
      open={isOpen}
      onOpenChange={setOpen}
      trigger="click"
      title={t('aiWrite.title')}
      content={form}
      placement="bottomLeft"
    >
      <Button size="small" icon={<EditOutlined />} loading={isWriting} data-testid="ai-write">
        {t('aiWrite.button')}
      </Button>
    </Popover>
  );
}
