import { AudioOutlined, SaveOutlined, TranslationOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Select, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultCode, type TTranslationSentence, type TVideoTranslationTask } from '@orator/contracts';
import { envelopeText, isEnvelope, parseCode } from '../../../shared/api/envelope';
import { useRefreshCurrentUser } from '../../../shared/session/get-current-user';
import { useInsufficientBalance } from '../../../shared/ui/insufficient-balance';
import { UpgradePrompt } from '../../../shared/ui/upgrade-prompt';
import { useSubmitVideoTranslation, useTranslateTask } from '../api/edit-video-translation';
import { useTranslateSupport } from '../api/get-translate-support';
import { useSentenceDrafts } from '../studio/use-sentence-drafts';
import { baseLanguage, directionsFrom, languageName } from '../video-translation-rules';
import { LanguageStep } from './language-step';
import { RenderSettings, type TRenderChoices } from './render-settings';
import { SentenceList } from './sentence-list';
import { SourcePreview } from './source-preview';

interface TEditingStepProps {
  task: TVideoTranslationTask;
  /** Reports unsaved edits, for the page's leave guard. */
  onDirtyChange: (isDirty: boolean) => void;
}

function initialChoices(task: TVideoTranslationTask): TRenderChoices {
  return { voice: task.voice ?? { mode: 'clone' }, subtitles: task.subtitles, lipSync: task.lipSync };
}

/** Step 3 and 4: the transcript and its translation corrected sentence by sentence, then the render settings. */
export function EditingStep({ task, onDirtyChange }: TEditingStepProps) {
  const { t, i18n } = useTranslation('videoTranslation');
  const drafts = useSentenceDrafts(task);
  const support = useTranslateSupport();
  const translate = useTranslateTask();
  const submit = useSubmitVideoTranslation();
  const balance = useInsufficientBalance();
  const refreshUser = useRefreshCurrentUser();
  const directions = directionsFrom(support.data, task.sourceLanguage);
  const [chosenTarget, setChosenTarget] = useState<string>();
  const target = chosenTarget ?? task.targetLanguage ?? directions[0]?.to ?? null;
  const direction = directions.find((candidate) => candidate.to === target);
  const [choices, setChoices] = useState(() => initialChoices(task));
  const [activeIndex, setActiveIndex] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const [isUpgradeOpen, setUpgradeOpen] = useState(false);
  const [isRedoing, setRedoing] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const name = (code: string) => languageName(code, i18n.language);

  const isTranslatedTo =
    task.targetLanguage !== null && target !== null && baseLanguage(task.targetLanguage) === baseLanguage(target);
  const hasTranslations = task.sentences.some((sentence) => sentence.text.trim() !== '');
  const columns = {
    source: t('editor.sourceColumn', { language: task.sourceLanguage ? name(task.sourceLanguage) : '' }),
    translation: t('editor.translationColumn', { language: target ? name(target) : '' }),
  };

  useEffect(() => onDirtyChange(drafts.isDirty), [drafts.isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  async function runTranslation() {
    if (!target) return;
    setFailure(undefined);
    await drafts.flush();
    await translate.mutateAsync({ id: task.id, targetLanguage: target });
    drafts.discard();
  }

  async function send() {
    setFailure(undefined);
    await drafts.flush();
    const result = await submit.mutateAsync({ id: task.id, ...choices }).catch(() => undefined);
    if (!result || balance.handle(result, 'video')) return;
    if (isEnvelope(result)) {
      const code = parseCode(result.code);
      if (code === ResultCode.NeedsUpgrade) setUpgradeOpen(true);
      else if (code === ResultCode.TaskInProgress) setFailure(t('cost.blocked.busy'));
      else setFailure(envelopeText(result) || t('settings.failed'));
      return;
    }
    // The held K-coins leave the balance shown in the bar at once.
    void refreshUser();
  }

  function seek(sentence: TTranslationSentence) {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = sentence.start;
    setActiveIndex(sentence.index);
    void video.play().catch(() => undefined);
  }

  if (isRedoing) return <LanguageStep task={task} onCancel={() => setRedoing(false)} />;

  const translateButton = (
    <Button
      type="primary"
      icon={<TranslationOutlined />}
      disabled={!target}
      loading={translate.isPending}
      onClick={hasTranslations ? undefined : () => void runTranslation().catch(() => undefined)}
      data-testid="vt-translate"
    >
      {t(hasTranslations ? 'editor.retranslate' : 'editor.translate')}
    </Button>
  );

  return (
    <div className="vt-editor" data-testid="vt-editor">
      <section className="vt-editor__main">
        <div className="vt-editor__bar">
          <span className="vt-editor__direction">
            <Tag>{task.sourceLanguage ? name(task.sourceLanguage) : '–'}</Tag>→
          </span>
          <Select
            value={target ?? undefined}
            onChange={(next: string) => {
              setChosenTarget(next);
              // Library voices speak one language: the speaker's own voice speaks any.
              setChoices((current) => ({ ...current, voice: { mode: 'clone' } }));
            }}
            placeholder={t('editor.target')}
            options={directions.map((candidate) => ({ value: candidate.to, label: name(candidate.to) }))}
            loading={support.isLoading}
            aria-label={t('editor.target')}
            className="vt-editor__target"
            data-testid="vt-target-language"
          />
          {hasTranslations ? (
            <Popconfirm
              title={t('editor.retranslateTitle')}
              description={t('editor.retranslateText')}
              okText={t('editor.retranslate')}
              cancelText={t('editor.cancel')}
              onConfirm={() => runTranslation().catch(() => undefined)}
            >
              {translateButton}
            </Popconfirm>
          ) : (
            translateButton
          )}
          <Button
            icon={<SaveOutlined />}
            disabled={!drafts.isDirty}
            loading={drafts.isSaving}
            onClick={() => void drafts.flush().catch(() => undefined)}
            data-testid="vt-save"
          >
            {t('editor.save')}
          </Button>
          <Button icon={<AudioOutlined />} onClick={() => setRedoing(true)} data-testid="vt-redo">
            {t('editor.redo')}
          </Button>
          <span className="vt-muted" data-testid="vt-save-state">
            {drafts.isSaving ? t('editor.saving') : drafts.isDirty ? t('editor.unsaved') : t('editor.saved')}
          </span>
        </div>
        {directions.length === 0 && !support.isLoading && (
          <Alert type="warning" showIcon title={t('editor.noTargets')} data-testid="vt-no-targets" />
        )}
        {direction?.isOffline && (
          <Alert
            type="info"
            showIcon
            title={t('editor.offline')}
            description={t('editor.offlineText')}
            data-testid="vt-offline"
          />
        )}
        {hasTranslations && !isTranslatedTo && target && (
          <Alert type="warning" showIcon title={t('editor.otherTarget', { language: name(target) })} />
        )}
        {drafts.saveError && (
          <Alert type="error" showIcon title={drafts.saveError.message} data-testid="vt-save-error" />
        )}
        <div className="vt-sentences__head" aria-hidden>
          <span>{t('editor.time')}</span>
          <span>{columns.source}</span>
          <span>{columns.translation}</span>
        </div>
        <SentenceList
          sentences={drafts.sentences}
          activeIndex={activeIndex}
          onChange={drafts.change}
          onSeek={seek}
          isTranslated={hasTranslations}
          columns={columns}
        />
      </section>
      <aside className="vt-editor__side">
        <SourcePreview
          ref={videoRef}
          url={task.sourceVideoUrl}
          sentences={drafts.sentences}
          activeIndex={activeIndex}
          onActiveChange={setActiveIndex}
        />
        <RenderSettings
          taskId={task.id}
          target={target}
          choices={choices}
          onChange={setChoices}
          waitsFor={hasTranslations && isTranslatedTo ? undefined : 'translation'}
          isSubmitting={submit.isPending}
          failure={failure}
          onSubmit={() => void send()}
        />
      </aside>
      {balance.dialog}
      <UpgradePrompt isOpen={isUpgradeOpen} onClose={() => setUpgradeOpen(false)} />
    </div>
  );
}
