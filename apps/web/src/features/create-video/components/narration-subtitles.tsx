import { Alert, Button, Input, Progress, Select, Switch, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUBTITLE_TEXT_MAX_CHARS,
  TaskStatus,
  toLocale,
  type TSubtitleCue,
  type TSubtitleLanguage,
} from '@orator/contracts';
import {
  CueRow,
  cueProblem,
  useAudioSubtitle,
  useSubmitAudioSubtitle,
  useSupportLanguages,
  withoutEmptyLines,
} from '../../audio-subtitle';
import { languageLabel } from '../../../shared/lib/language-label';
import { LANGUAGE_SEARCH, languageSearchText } from '../../../shared/lib/language-search';
import { useReadStudio, useStudio, useUpdateStudio } from '../studio/studio-context';
import { NO_NARRATION_SUBTITLES, type TNarration, type TNarrationSubtitles } from '../studio/studio-store';
import './narration-subtitles.css';

/** The spoken language a user of each interface language most likely brings. */
const LIKELY_LANGUAGE = { en: 'en-US', zh: 'zh-CN', pt: 'pt-BR' } as const;

/**
 * Subtitles for a video narrated from uploaded audio: the audio-to-subtitle engines make its lines (timing the
 * pasted script, or recognising the speech where this installation can), and the user corrects them here
 * before generating. Making them costs nothing; the video is priced as before.
 */
export function NarrationSubtitles({ narration }: { narration: TNarration }) {
  const { t } = useTranslation(['create', 'audioSubtitle']);
  const subtitles = useStudio((state) => state.subtitles);
  const lines = useStudio((state) => state.narrationSubtitles);
  const update = useUpdateStudio();

  return (
    <section className="narration-subtitles" data-testid="narration-subtitles">
      <label className="studio-switch-row">
        <span>{t('narrationSubtitles.title')}</span>
        <Switch
          checked={subtitles.enabled}
          onChange={(enabled) => update({ subtitles: { ...subtitles, enabled } })}
          data-testid="narration-subtitles-enabled"
        />
      </label>
      {!subtitles.enabled ? (
        <p className="studio-hint">{t('narrationSubtitles.off')}</p>
      ) : lines.taskId === undefined ? (
        <SubtitleRequestForm narration={narration} />
      ) : (
        <SubtitleProgress taskId={lines.taskId} narration={narration} />
      )}
    </section>
  );
}

/** Language and, where it helps or is needed, the spoken script; then the task is started for the narration. */
function SubtitleRequestForm({ narration }: { narration: TNarration }) {
  const { t, i18n } = useTranslation(['create', 'audioSubtitle']);
  const lines = useStudio((state) => state.narrationSubtitles);
  const update = useUpdateStudio();
  const languages = useSupportLanguages();
  const submit = useSubmitAudioSubtitle();
  const [problem, setProblem] = useState<string>();
  const [isAttempted, setIsAttempted] = useState(false);

  const code = lines.language ?? LIKELY_LANGUAGE[toLocale(i18n.language)];
  const chosen = languages.data?.find((item) => item.code === code);
  const isTextRequired = chosen?.needsText ?? false;
  // Languages only a speech service knows take no text: nothing here could time it.
  const canAlign = chosen?.engines.includes('alignment') ?? true;
  const isTextMissing = isTextRequired && lines.text.trim() === '';
  const needsTextTag = t('audioSubtitle:language.needsText');
  const change = (patch: Partial<TNarrationSubtitles>) => update({ narrationSubtitles: { ...lines, ...patch } });

  function start() {
    setIsAttempted(true);
    if (!chosen || isTextMissing) return;
    setProblem(undefined);
    const text = (canAlign && lines.text.trim()) || undefined;
    submit.mutate(
      { fileId: narration.file.id, language: chosen.code, text },
      {
        onSuccess: (task) => change({ taskId: task.id, cues: undefined, durationSec: task.durationSec }),
        onError: (error) => setProblem(error.message),
      },
    );
  }

  return (
    <div className="narration-subtitles__form">
      <label className="narration-subtitles__field">
        <span>{t('audioSubtitle:language.label')}</span>
        <Select
          showSearch={LANGUAGE_SEARCH}
          value={chosen ? code : undefined}
          onChange={(language: string) => change({ language })}
          loading={languages.isPending}
          placeholder={t('audioSubtitle:language.placeholder')}
          aria-label={t('audioSubtitle:language.label')}
          status={isAttempted && !chosen ? 'error' : undefined}
          options={(languages.data ?? []).map((item) => languageOption(item, i18n.language, needsTextTag))}
          data-testid="narration-subtitle-language"
        />
      </label>
      {isAttempted && !chosen && <div className="studio-field-error">{t('audioSubtitle:languageRequired')}</div>}
      {languages.isError && <Alert type="error" showIcon title={languages.error.message} />}
      {canAlign && (
        <label className="narration-subtitles__field">
          <span>{isTextRequired ? t('narrationSubtitles.textRequired') : t('narrationSubtitles.text')}</span>
          <Input.TextArea
            value={lines.text}
            onChange={(event) => change({ text: event.target.value })}
            autoSize={{ minRows: 2, maxRows: 8 }}
            maxLength={SUBTITLE_TEXT_MAX_CHARS}
            placeholder={t('narrationSubtitles.textPlaceholder')}
            status={isAttempted && isTextMissing ? 'error' : undefined}
            data-testid="narration-subtitle-text"
          />
          <span className={isAttempted && isTextMissing ? 'studio-field-error' : 'studio-hint'}>
            {isAttempted && isTextMissing
              ? t('narrationSubtitles.textMissing')
              : isTextRequired
                ? t('narrationSubtitles.textHelpRequired')
                : t('narrationSubtitles.textHelp')}
          </span>
        </label>
      )}
      {problem && (
        <Alert type="error" showIcon title={<span data-testid="narration-subtitle-problem">{problem}</span>} />
      )}
      <Button onClick={start} loading={submit.isPending} data-testid="make-narration-subtitles">
        {t('narrationSubtitles.make')}
      </Button>
    </div>
  );
}

/** A language as the list shows it, marked when only its script can time it here. */
function languageOption(item: TSubtitleLanguage, interfaceLanguage: string, needsTextTag: string) {
  return {
    value: item.code,
    search: languageSearchText(item, interfaceLanguage),
    label: (
      <span>
        {languageLabel(item)}
        {item.needsText && <Tag className="narration-subtitles__needs-text">{needsTextTag}</Tag>}
      </span>
    ),
  };
}

/** The task's progress, why it failed, or its lines to correct. */
function SubtitleProgress({ taskId, narration }: { taskId: number; narration: TNarration }) {
  const { t } = useTranslation(['create', 'audioSubtitle']);
  const task = useAudioSubtitle(taskId);
  const lines = useStudio((state) => state.narrationSubtitles);
  const readStudio = useReadStudio();
  const update = useUpdateStudio();
  const made = task.data?.status === TaskStatus.Finished ? task.data : undefined;

  useEffect(() => {
    // The lines are copied once; from then on the page's copy is the one the user edits and the video shows.
    const current = readStudio().narrationSubtitles;
    if (made && current.taskId === made.id && current.cues === undefined) {
      update({ narrationSubtitles: { ...current, cues: made.cues, durationSec: made.durationSec } });
    }
  }, [made, readStudio, update]);

  const startAgain = () =>
    update({ narrationSubtitles: { ...NO_NARRATION_SUBTITLES, language: lines.language, text: lines.text } });

  if (task.isError) return <Failure message={task.error.message} onRetry={startAgain} />;
  if (!task.data) return <Progress percent={0} status="active" />;
  if (task.data.status === TaskStatus.Failed) {
    return <Failure message={task.data.failMessage ?? t('narrationSubtitles.failed')} onRetry={startAgain} />;
  }
  if (!lines.cues) {
    const isQueued = task.data.status === TaskStatus.Queued;
    return (
      <div className="narration-subtitles__progress" data-testid="narration-subtitles-progress">
        <span className="studio-hint">{t(`audioSubtitle:status.${isQueued ? 'queued' : 'processing'}`)}</span>
        <Progress percent={task.data.progress} status="active" />
      </div>
    );
  }
  return <CueList cues={lines.cues} narration={narration} onStartAgain={startAgain} />;
}

function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('create');
  return (
    <Alert
      type="error"
      showIcon
      title={<span data-testid="narration-subtitle-problem">{message}</span>}
      action={
        <Button size="small" onClick={onRetry}>
          {t('narrationSubtitles.retry')}
        </Button>
      }
    />
  );
}

interface TCueListProps {
  cues: TSubtitleCue[];
  narration: TNarration;
  onStartAgain: () => void;
}

/** The lines as the video will show them: each line's text and times can be corrected, or the line removed. */
function CueList({ cues, narration, onStartAgain }: TCueListProps) {
  const { t } = useTranslation(['create', 'audioSubtitle', 'messages']);
  const lines = useStudio((state) => state.narrationSubtitles);
  const update = useUpdateStudio();
  const player = useRef<HTMLAudioElement | null>(null);
  const problem = cueProblem(withoutEmptyLines(cues), lines.durationSec);

  useEffect(() => () => player.current?.pause(), []);

  const setCues = (next: TSubtitleCue[]) => update({ narrationSubtitles: { ...lines, cues: next } });

  function play(cue: TSubtitleCue) {
    player.current ??= new Audio();
    if (player.current.src !== narration.localUrl) player.current.src = narration.localUrl;
    player.current.currentTime = cue.start;
    void player.current.play().catch(() => undefined);
  }

  return (
    <div className="narration-subtitles__lines" data-testid="narration-subtitle-lines">
      <p className="studio-hint">{t('narrationSubtitles.editHint')}</p>
      <ol className="audio-subtitle__cues" aria-label={t('audioSubtitle:editor.lines', { count: cues.length })}>
        {cues.map((cue, index) => (
          <CueRow
            key={index}
            index={index}
            cue={cue}
            isHeard={false}
            onChange={(next) => setCues(cues.map((line, i) => (i === index ? next : line)))}
            onPlay={() => play(cue)}
            onRemove={() => setCues(cues.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      {problem && (
        <Alert
          type="error"
          showIcon
          title={
            <span data-testid="narration-cue-problem">{t(`messages:${problem.key}`, { line: problem.line })}</span>
          }
        />
      )}
      <Button size="small" onClick={onStartAgain} data-testid="remake-narration-subtitles">
        {t('narrationSubtitles.remake')}
      </Button>
    </div>
  );
}
