import { Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale, VIDEO_GEN_INPUT, VIDEO_GEN_RATIOS, type TVideoGenRatio } from '@orator/contracts';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { UpgradePrompt } from '../../../shared/ui/upgrade-prompt';
import { StudioProvider, useStudio } from '../../create-video';
import { useSubmitTextToVideo, useVideoGenDefaults, useVideoGenDetail } from '../api/video-gen-api';
import { ClipHistory } from '../components/clip-history';
import { ClipResult } from '../components/clip-result';
import { ClipSettings } from '../components/clip-settings';
import { EngineLine } from '../components/engine-line';
import { NarrationPanel } from '../components/narration-panel';
import { SubmitPanel, type TVideoGenBlocked } from '../components/submit-panel';
import { useClipSubmission } from '../use-clip-submission';
import '../video-gen.css';

function TextToVideo() {
  const { t, i18n } = useTranslation('videoGen');
  const defaults = useVideoGenDefaults(toLocale(i18n.language));
  const { data: user } = useCurrentUser();
  const submit = useSubmitTextToVideo();
  const submission = useClipSubmission();
  const shown = useVideoGenDetail(submission.shownId);
  const voice = useStudio((state) => state.voice);
  const [text, setText] = useState('');
  const resultRef = useRef<HTMLDivElement>(null);
  const [isNarrated, setNarrated] = useState(false);
  const [hasSubtitles, setSubtitles] = useState(true);
  const [ratio, setRatio] = useState<TVideoGenRatio>('16:9');
  const [durationSec, setDurationSec] = useState<number>(VIDEO_GEN_INPUT.minDurationSec);

  const voiceId = isNarrated ? voice?.voiceId : undefined;
  const blocked: TVideoGenBlocked | undefined =
    text.trim() === '' ? 'text' : isNarrated && !voiceId ? 'voice' : undefined;

  /** A clip of the history opens in the result panel, which the history lies far below. */
  function openClip(id: number) {
    submission.show(id);
    resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }

  return (
    <div className="video-gen-page" data-testid="text-to-video-page">
      <header className="video-gen-page__header">
        <h1>{t('text.title')}</h1>
        <p>{t('text.subtitle')}</p>
        {defaults.data && <EngineLine engine={defaults.data.engine} kind="text" />}
      </header>
      <div className="video-gen-page__work">
        <div className="video-gen-page__controls">
          <section className="video-gen-section" aria-label={t('script.title')}>
            <h3>{t('script.title')}</h3>
            <Input.TextArea
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={VIDEO_GEN_INPUT.maxTextLength}
              showCount
              autoSize={{ minRows: 4, maxRows: 10 }}
              placeholder={t('script.placeholder')}
              aria-label={t('script.title')}
              data-testid="video-gen-text"
            />
            <p className="video-gen-muted video-gen-below-count">{t('script.hint')}</p>
          </section>
          <NarrationPanel
            isNarrated={isNarrated}
            onNarrated={setNarrated}
            voice={voice}
            hasSubtitles={hasSubtitles}
            onSubtitles={setSubtitles}
          />
          <ClipSettings
            ratios={defaults.data?.ratios ?? VIDEO_GEN_RATIOS}
            ratio={ratio}
            onRatio={setRatio}
            durationSec={durationSec}
            onDuration={setDurationSec}
          />
          <SubmitPanel
            price={defaults.data?.price}
            balance={user?.kCoinBalance}
            blocked={blocked}
            isReady={defaults.isSuccess}
            isSubmitting={submit.isPending}
            error={submission.error}
            onSubmit={() =>
              void submission.run(() =>
                submit.mutateAsync({
                  text: text.trim(),
                  ratio,
                  durationSec,
                  ...(voiceId ? { voiceId, hasSubtitles } : {}),
                }),
              )
            }
          />
        </div>
        <div className="video-gen-page__result" ref={resultRef}>
          <ClipResult
            task={shown.data}
            isLoading={submission.shownId !== undefined && shown.isPending}
            onDeleted={submission.forget}
          />
        </div>
      </div>
      <ClipHistory shownId={submission.shownId} onOpen={openClip} onDeleted={submission.forget} />
      {submission.balanceDialog}
      <UpgradePrompt isOpen={submission.isUpgradeOpen} onClose={submission.closeUpgrade} />
    </div>
  );
}

/**
 * SPEC 2 /aivideogen: a 5-10 s clip from a few sentences, optionally narrated by a voice of the library and
 * subtitled. The voice picker is the /create page's, which keeps its choice in a studio state of its own.
 */
export default function TextToVideoPage() {
  return (
    <StudioProvider>
      <TextToVideo />
    </StudioProvider>
  );
}
