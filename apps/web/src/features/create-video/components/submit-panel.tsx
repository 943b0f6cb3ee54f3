import { ThunderboltOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  estimateScriptSeconds,
  estimateSlideSeconds,
  joinSlideScripts,
  scriptLength,
  videoCostFor,
  type TDigitalHuman,
  type TSlideVideoSettings,
  type TTaskPermission,
  type TVoice,
} from '@orator/contracts';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { UpgradePrompt } from '../../../shared/ui/upgrade-prompt';
import { useTaskQuote } from '../api/get-task-quote';
import { useReadStudio, useStudio, useUpdateStudio } from '../studio/studio-context';
import { memberOnlyChoice, submitBlocker, type TSubmitBlocker } from '../studio/submit-blocker';
import { focusStudioField } from '../studio/studio-fields';
import { quoteRequest, taskRequest } from '../studio/task-request';
import { useDebouncedValue } from '../studio/use-debounced-value';
import { useTaskName } from '../studio/use-studio-choices';
import { useSubmitVideo } from '../studio/use-submit-video';
import { CostSummary } from './cost-summary';
import './script-and-price.css';

/** Typing moves the price; the server is asked once the user pauses. */
const QUOTE_DELAY_MS = 500;

interface TSubmitPanelProps {
  avatar: TDigitalHuman | undefined;
  voice: TVoice | undefined;
  permission: TTaskPermission | undefined;
  /** A slide video's slides, as the request sends them: they are then what is spoken and priced. */
  slides?: TSlideVideoSettings;
}

/** The price, the balance and the Generate button, with whatever stands in the way of generating. */
export function SubmitPanel({ avatar, voice, permission, slides }: TSubmitPanelProps) {
  const { t } = useTranslation(['create', 'messages']);
  const taskName = useTaskName();
  const draftMode = useStudio((state) => state.inputMode);
  const draftScript = useStudio((state) => state.script);
  const inputMode = slides ? 'slides' : draftMode;
  const script = useMemo(() => (slides ? joinSlideScripts(slides.slides) : draftScript), [slides, draftScript]);
  const audio = useStudio((state) => state.audio);
  const speech = useStudio((state) => state.speech);
  const isLongMode = useStudio((state) => state.isLongMode);
  const subtitles = useStudio((state) => state.subtitles);
  const narrationSubtitles = useStudio((state) => state.narrationSubtitles);
  const isSubmitAttempted = useStudio((state) => state.isSubmitAttempted);
  const readDraft = useReadStudio();
  const update = useUpdateStudio();
  const { data: user } = useCurrentUser();
  const submitter = useSubmitVideo();

  // A silent slide still makes a video of its own length: slides are priced whatever they say.
  const isPriceable = slides !== undefined || (inputMode === 'audio' ? audio !== undefined : scriptLength(script) > 0);
  const pricing = useMemo(
    () =>
      isPriceable && avatar && voice
        ? quoteRequest({ inputMode, script, audio, speech }, { avatar, voice }, slides)
        : undefined,
    [isPriceable, avatar, voice, inputMode, script, audio, speech, slides],
  );
  const quote = useTaskQuote(useDebouncedValue(pricing, QUOTE_DELAY_MS));
  // Text and slides are priced here at once, by the estimate the server charges; audio only the server can measure.
  const spokenSeconds = slides
    ? estimateSlideSeconds(slides.slides, speech.speakRate)
    : estimateScriptSeconds(script, speech.speakRate);
  const estimate = !isPriceable
    ? undefined
    : inputMode === 'audio'
      ? quote.data && { seconds: quote.data.estimatedSeconds, cost: quote.data.price }
      : { seconds: spokenSeconds, cost: videoCostFor(spokenSeconds) };

  const draft = { inputMode, script, isLongMode, audio, subtitles, narrationSubtitles };
  const blocker = submitBlocker({
    draft,
    taskName,
    avatar,
    voice,
    permission,
  });

  async function generate() {
    update({ isSubmitAttempted: true });
    if (blocker?.kind === 'message' && blocker.field) focusStudioField(blocker.field);
    if (blocker || !avatar || !voice) return;
    const memberItem = memberOnlyChoice({ draft, avatar, voice, permission });
    if (memberItem) {
      submitter.askToUpgrade(memberItem);
      return;
    }
    await submitter.submit(taskRequest(readDraft(), { taskName, avatar, voice }, slides));
  }

  const blockerText = (shown: TSubmitBlocker) =>
    shown.kind === 'message' ? t(`messages:${shown.key}`, shown.params) : t(`create:submit.${shown.key}`);

  return (
    <div className="submit-panel">
      <CostSummary
        seconds={estimate?.seconds}
        cost={estimate?.cost}
        balance={user?.kCoinBalance}
        freeUses={isPriceable ? quote.data?.freeUses : undefined}
      />
      {permission && !permission.allowed && (
        <Alert
          type="info"
          showIcon
          title={t('create:submit.busy', {
            count: permission.processing,
            processing: permission.processing,
            limit: permission.concurrentLimit,
          })}
        />
      )}
      {submitter.failure && (
        <Alert type="error" showIcon title={<span data-testid="submit-failure">{submitter.failure}</span>} />
      )}
      <Button
        type="primary"
        size="large"
        block
        icon={<ThunderboltOutlined />}
        loading={submitter.isSubmitting}
        onClick={() => void generate()}
        data-testid="generate"
      >
        {t('create:submit.generate')}
      </Button>
      {/* A field's own problem shows at the field, once; Generate has moved the focus there. */}
      {isSubmitAttempted && blocker && !(blocker.kind === 'message' && blocker.field) && (
        <div className="studio-field-error" data-testid="submit-blocker">
          {blockerText(blocker)}
        </div>
      )}
      {submitter.balanceDialog}
      <UpgradePrompt
        isOpen={submitter.upgrade !== undefined}
        item={submitter.upgrade?.item}
        onClose={submitter.closeUpgrade}
      />
    </div>
  );
}
