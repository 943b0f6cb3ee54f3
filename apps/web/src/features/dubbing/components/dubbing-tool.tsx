import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResultCode, toLocale, type TVoice } from '@orator/contracts';
import { envelopeText, isEnvelope, parseCode } from '../../../shared/api/envelope';
import { formatDateTime } from '../../../shared/lib/format-date';
import { languageLabel } from '../../../shared/lib/language-label';
import { LANGUAGE_SEARCH, languageSearchText } from '../../../shared/lib/language-search';
import { useRefreshCurrentUser } from '../../../shared/session/get-current-user';
import { useInsufficientBalance } from '../../../shared/ui/insufficient-balance';
import { UpgradePrompt } from '../../../shared/ui/upgrade-prompt';
import { useDubbingLanguages, useLanguageVoices, useVoiceDetail } from '../api/get-dubbing-voices';
import { useDubbingQuote } from '../api/get-dubbing-quote';
import { useSubmitDubbing } from '../api/submit-dubbing';
import { useAudition } from '../audition/use-audition';
import { DEFAULT_MANNER, dubbingRequestOf, newParagraph, type TDraftParagraph, type TManner } from '../draft';
import { useDebouncedValue } from '../use-debounced-value';
import { CostSummary } from './cost-summary';
import { DubbingResult } from './dubbing-result';
import { ParagraphCard } from './paragraph-card';

/** The language a user of each interface language most likely dubs in first. */
const DEFAULT_LANGUAGE = { en: 'en-US', zh: 'zh-CN', pt: 'pt-BR' } as const;
/** Quotes follow the text once typing pauses. */
const QUOTE_DELAY_MS = 500;

/** The manner a link from the voice library carries (`?voiceId=…&speakRate=…`), or the voice as designed. */
function linkedManner(params: URLSearchParams): TManner {
  const read = (name: keyof TManner) => {
    const value = Number(params.get(name));
    return params.has(name) && Number.isFinite(value) ? value : DEFAULT_MANNER[name];
  };
  return { speakRate: read('speakRate'), speakPitch: read('speakPitch'), volume: read('volume') };
}

/** Why the text cannot be quoted (a bad pause, a member-only voice), in the server's words. */
function quoteRefusal(answer: unknown, error: Error | null): string | undefined {
  if (isEnvelope(answer)) return envelopeText(answer);
  return error?.message;
}

/** A free voice first: the default should never ask a free user to upgrade. */
function defaultVoice(voices: readonly TVoice[]): TVoice | undefined {
  return voices.find((voice) => !voice.memberOnly) ?? voices[0];
}

/**
 * The text-to-speech tab: paragraphs, each with its voice and manner and pauses, an audition of each,
 * the price before generating, and the dubbing itself once submitted.
 */
export function DubbingTool() {
  const { t, i18n } = useTranslation('dubbing');
  const [params] = useSearchParams();
  const linkedVoiceId = params.get('voiceId');
  const linkedVoice = useVoiceDetail(linkedVoiceId);
  const languages = useDubbingLanguages();
  const [chosenLanguage, setChosenLanguage] = useState<string>();
  const language =
    chosenLanguage ?? linkedVoice.data?.language ?? (linkedVoiceId ? '' : DEFAULT_LANGUAGE[toLocale(i18n.language)]);
  const voices = useLanguageVoices(language).data?.records ?? [];
  const [taskName, setTaskName] = useState(() =>
    t('tool.defaultName', { date: formatDateTime(new Date(), i18n.language) }),
  );
  const [paragraphs, setParagraphs] = useState<TDraftParagraph[]>(() => [
    newParagraph(linkedVoiceId ?? '', linkedManner(params)),
  ]);
  const [taskId, setTaskId] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const [isUpgradeOpen, setUpgradeOpen] = useState(false);
  const audition = useAudition();
  const submit = useSubmitDubbing();
  const balance = useInsufficientBalance();
  const refreshUser = useRefreshCurrentUser();

  const fallbackVoiceId = defaultVoice(voices)?.voiceId;
  const voiceOf = (paragraph: TDraftParagraph) => paragraph.voiceId || fallbackVoiceId;
  const request = dubbingRequestOf(language, paragraphs, voiceOf);
  const quote = useDubbingQuote(useDebouncedValue(request, QUOTE_DELAY_MS));
  const refusal = request ? quoteRefusal(quote.data, quote.error) : undefined;

  const change = (next: TDraftParagraph) =>
    setParagraphs((current) => current.map((paragraph) => (paragraph.key === next.key ? next : paragraph)));

  function chooseLanguage(next: string) {
    setChosenLanguage(next);
    // Voices belong to a language: every paragraph takes the new language's default voice.
    setParagraphs((current) => current.map((paragraph) => ({ ...paragraph, voiceId: '' })));
  }

  async function generate() {
    if (!request) return;
    setFailure(undefined);
    // A refusal other than 505/507/515 has been shown by the API client.
    const result = await submit.mutateAsync({ ...request, taskName }).catch(() => undefined);
    if (!result || balance.handle(result, 'dubbing')) return;
    if (isEnvelope(result)) {
      const code = parseCode(result.code);
      if (code === ResultCode.NeedsUpgrade) setUpgradeOpen(true);
      else setFailure(envelopeText(result) || t('result.failed'));
      return;
    }
    setTaskId(result.id);
    // The held K-coins leave the balance shown in the header at once.
    void refreshUser();
  }

  return (
    <div className="dubbing-tool">
      <div className="dubbing-tool__editor">
        <div className="dubbing-tool__settings">
          <Input
            value={taskName}
            maxLength={100}
            onChange={(event) => setTaskName(event.target.value)}
            aria-label={t('tool.name')}
            data-testid="dubbing-name"
          />
          <Select
            showSearch={LANGUAGE_SEARCH}
            value={language || undefined}
            onChange={chooseLanguage}
            loading={languages.isLoading}
            options={languages.data?.map((item) => ({
              value: item.code,
              label: languageLabel(item),
              search: languageSearchText(item, i18n.language),
            }))}
            aria-label={t('tool.language')}
            className="dubbing-tool__language"
            data-testid="dubbing-language"
          />
        </div>
        {paragraphs.map((paragraph, index) => (
          <ParagraphCard
            key={paragraph.key}
            index={index}
            paragraph={paragraph}
            voices={voices}
            voiceId={voiceOf(paragraph)}
            onChange={change}
            onRemove={
              paragraphs.length > 1
                ? () => setParagraphs((current) => current.filter((other) => other.key !== paragraph.key))
                : undefined
            }
            audition={{
              isPlaying: audition.playingKey === paragraph.key,
              isLoading: audition.loadingKey === paragraph.key,
              onStop: audition.stop,
              onPlay: () => {
                const voiceId = voiceOf(paragraph);
                const { content: text, speakRate, speakPitch, volume } = paragraph;
                if (voiceId) void audition.play(paragraph.key, { text, voiceId, speakRate, speakPitch, volume });
              },
            }}
          />
        ))}
        <Button
          icon={<PlusOutlined />}
          onClick={() => setParagraphs((current) => [...current, newParagraph()])}
          data-testid="paragraph-add"
        >
          {t('tool.addParagraph')}
        </Button>
      </div>
      <div className="dubbing-tool__side">
        <CostSummary
          quote={request && !refusal && !isEnvelope(quote.data) ? quote.data : undefined}
          refusal={refusal}
          isQuoting={quote.isFetching}
          isSubmitting={submit.isPending}
          failure={failure}
          onGenerate={() => void generate()}
        />
        {taskId !== undefined && <DubbingResult taskId={taskId} />}
      </div>
      {balance.dialog}
      <UpgradePrompt isOpen={isUpgradeOpen} onClose={() => setUpgradeOpen(false)} />
    </div>
  );
}
