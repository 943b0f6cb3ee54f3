import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale, VIDEO_GEN_INPUT, VIDEO_GEN_RATIOS, type TVideoGenRatio } from '@orator/contracts';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { UpgradePrompt } from '../../../shared/ui/upgrade-prompt';
import { useVideoGenDefaults, useVideoGenDetail } from '../api/video-gen-api';
import { useClipSubmission } from '../use-clip-submission';
import { ClipHistory } from './clip-history';
import { ClipResult } from './clip-result';
import { ClipSettings } from './clip-settings';
import { EngineLine } from './engine-line';
import { SubmitPanel, type TVideoGenBlocked } from './submit-panel';

/** What both video pages keep: the installation's defaults, the clip's shape and length, and the clip shown. */
export function useClipWorkspace() {
  const { i18n } = useTranslation('videoGen');
  const defaults = useVideoGenDefaults(toLocale(i18n.language));
  const submission = useClipSubmission();
  const [ratio, setRatio] = useState<TVideoGenRatio>('16:9');
  const [durationSec, setDurationSec] = useState<number>(VIDEO_GEN_INPUT.minDurationSec);
  return { defaults, submission, ratio, setRatio, durationSec, setDurationSec };
}
export type TClipWorkspace = ReturnType<typeof useClipWorkspace>;

interface TClipWorkspaceProps {
  workspace: TClipWorkspace;
  kind: 'image' | 'text';
  testId: string;
  title: string;
  subtitle: string;
  blocked: TVideoGenBlocked | undefined;
  isSubmitting: boolean;
  onSubmit: () => void;
  /** The page's own inputs (pictures and prompt, or the text and its narration), above the shared settings. */
  children: ReactNode;
}

/**
 * The frame both video pages share: the heading and what the installation does, the page's inputs with the clip's
 * shape, length and price, the clip being made or shown, and the user's clips below.
 */
export function ClipWorkspace(props: TClipWorkspaceProps) {
  const { workspace, kind, testId, title, subtitle, blocked, isSubmitting, onSubmit, children } = props;
  const { defaults, submission, ratio, setRatio, durationSec, setDurationSec } = workspace;
  const { data: user } = useCurrentUser();
  const shown = useVideoGenDetail(submission.shownId);
  const resultRef = useRef<HTMLDivElement>(null);

  /** A clip of the history opens in the result panel, which the history lies far below. */
  function openClip(id: number) {
    submission.show(id);
    resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }

  return (
    <div className="video-gen-page" data-testid={testId}>
      <header className="video-gen-page__header">
        <h1>{title}</h1>
        <p>{subtitle}</p>
        {defaults.data && <EngineLine engine={defaults.data.engine} kind={kind} />}
      </header>
      <div className="video-gen-page__work">
        <div className="video-gen-page__controls">
          {children}
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
            isSubmitting={isSubmitting}
            error={submission.error}
            onSubmit={onSubmit}
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
