import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDrawTemplate } from '../api/video-gen-api';

interface TPromptPanelProps {
  prompt: string;
  onChange: (prompt: string) => void;
  maxLength: number;
  /** Prompts to start from, in the reader's language (getPromptWord); the first few are offered, the dice draws from all. */
  promptWords: readonly string[];
}

/** Offered under the prompt: more would push the shape and length below a laptop's fold. */
const SUGGESTED_PROMPTS = 3;

/** A die showing five, drawn in the icon set's size and colour. */
function DiceIcon() {
  return (
    <span className="anticon" aria-hidden>
      <svg viewBox="0 0 16 16" width="1em" height="1em" fill="currentColor">
        <path d="M3 1h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2zm0 1.5a.5.5 0 0 0-.5.5v10a.5.5 0 0 0 .5.5h10a.5.5 0 0 0 .5-.5V3a.5.5 0 0 0-.5-.5z" />
        <circle cx="5" cy="5" r="1.2" />
        <circle cx="11" cy="5" r="1.2" />
        <circle cx="8" cy="8" r="1.2" />
        <circle cx="5" cy="11" r="1.2" />
        <circle cx="11" cy="11" r="1.2" />
      </svg>
    </span>
  );
}

/** The prompt, with suggested prompts to start from and a dice that draws one at random. */
export function PromptPanel({ prompt, onChange, maxLength, promptWords }: TPromptPanelProps) {
  const { t } = useTranslation('videoGen');
  const draw = useDrawTemplate();
  return (
    <section className="video-gen-section" aria-label={t('prompt.title')}>
      <div className="video-gen-section__title">
        <h3>{t('prompt.title')}</h3>
        <Button
          size="small"
          icon={<DiceIcon />}
          loading={draw.isPending}
          onClick={() => draw.mutate(undefined, { onSuccess: (template) => template && onChange(template) })}
          title={t('prompt.dice')}
          aria-label={t('prompt.dice')}
          data-testid="video-gen-dice"
        >
          {t('prompt.diceLabel')}
        </Button>
      </div>
      <Input.TextArea
        value={prompt}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder={t('prompt.placeholder')}
        aria-label={t('prompt.title')}
        data-testid="video-gen-prompt"
      />
      {promptWords.length > 0 && (
        <div className="video-gen-prompt__words video-gen-below-count">
          <span className="video-gen-muted">{t('prompt.suggestions')}</span>
          {promptWords.slice(0, SUGGESTED_PROMPTS).map((word, index) => (
            <button
              key={word}
              type="button"
              className="video-gen-prompt__word"
              onClick={() => onChange(word)}
              data-testid={`video-gen-prompt-word-${index}`}
            >
              {word}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
