import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_PHOTO_INPUT, toLocale } from '@orator/contracts';
import { useAiPhotoKeywords } from '../api/ai-photo-api';

interface TPromptPanelProps {
  prompt: string;
  onChange: (prompt: string) => void;
  samplePrompts: readonly string[];
}

/** The words a keyword is added with, in the prompt's language ("…, on marble" or "…，大理石"). */
export function withKeyword(prompt: string, keyword: string, separator: string): string {
  const start = prompt.trimEnd();
  return (start === '' ? keyword : `${start}${separator}${keyword}`).slice(0, AI_PHOTO_INPUT.maxPromptLength);
}

/** The description of the scene, with random keywords to add and sample prompts to start from. */
export function PromptPanel({ prompt, onChange, samplePrompts }: TPromptPanelProps) {
  const { t, i18n } = useTranslation('imageGenerator');
  const [draw, setDraw] = useState(0);
  const keywords = useAiPhotoKeywords(toLocale(i18n.language), draw);

  return (
    <section className="ai-photo-prompt" aria-label={t('prompt.title')}>
      <h3>{t('prompt.title')}</h3>
      <Input.TextArea
        value={prompt}
        onChange={(event) => onChange(event.target.value)}
        maxLength={AI_PHOTO_INPUT.maxPromptLength}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
        placeholder={t('prompt.placeholder')}
        aria-label={t('prompt.title')}
        data-testid="ai-photo-prompt"
      />
      <div className="ai-photo-prompt__keywords">
        <span className="ai-photo-muted ai-photo-small">{t('prompt.keywords')}</span>
        {keywords.data?.keywords.map((keyword, index) => (
          <Button
            key={`${keyword}-${index}`}
            size="small"
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => onChange(withKeyword(prompt, keyword, t('prompt.separator')))}
            data-testid={`ai-photo-keyword-${index}`}
          >
            {keyword}
          </Button>
        ))}
        <Button
          type="text"
          size="small"
          icon={<ReloadOutlined />}
          loading={keywords.isFetching}
          onClick={() => setDraw((current) => current + 1)}
          aria-label={t('prompt.moreKeywords')}
          title={t('prompt.moreKeywords')}
          data-testid="ai-photo-keywords-refresh"
        />
      </div>
      {samplePrompts.length > 0 && (
        <div className="ai-photo-prompt__samples">
          <span className="ai-photo-muted ai-photo-small">{t('prompt.samples')}</span>
          {samplePrompts.map((sample, index) => (
            <button
              key={sample}
              type="button"
              className="ai-photo-sample"
              onClick={() => onChange(sample)}
              data-testid={`ai-photo-sample-${index}`}
            >
              {sample}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
