import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { joinSlideScripts, ResultCode, type TEnvelope, type TSaveTaskRequest } from '@orator/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { envelopeText, isEnvelope, parseCode } from '../../../shared/api/envelope';
import { AppPath } from '../../../shared/lib/app-paths';
import { useIsMobile } from '../../../shared/lib/use-is-mobile';
import { useCurrentUser, useRefreshCurrentUser } from '../../../shared/session/get-current-user';
import { useClientState } from '../../../shared/state/client-state';
import { addPendingTaskId } from '../../../shared/storage/local-values';
import { useInsufficientBalance } from '../../../shared/ui/insufficient-balance';
import { useCheckSensitiveWords } from '../api/check-sensitive-words';
import { useSaveMobileTask } from '../api/save-mobile-task';
import { useSaveTask } from '../api/save-task';
import { useUpdateStudio } from './studio-context';

/** Where a submitted video is followed: the project centre's avatar-video tab. */
const PROJECT_VIDEOS = `${AppPath.My}?tab=video`;
/**
 * The root layout's leave dialog lets a navigation carrying this state pass: the video is saved, so there is
 * nothing to lose by leaving.
 */
const LEAVE_CONFIRMED = { isLeaveConfirmed: true };

function flaggedWordsOf(data: unknown): string[] | undefined {
  const words = (data as { sensitiveWord?: unknown } | null)?.sensitiveWord;
  return Array.isArray(words) ? words.filter((word): word is string => typeof word === 'string') : undefined;
}

/**
 * Checks the script for sensitive words, submits the video (saveMobileTask from the mobile layout), and
 * handles every answer: the task id joins the pending list polled for the completion popup and the user goes
 * to their projects; 507 opens the balance dialog, 505 the upgrade prompt; 515 and other refusals are shown
 * beside the Generate button.
 */
export function useSubmitVideo() {
  const { t } = useTranslation('messages');
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const refreshUser = useRefreshCurrentUser();
  const update = useUpdateStudio();
  const checkWords = useCheckSensitiveWords();
  const save = useSaveTask();
  const saveMobile = useSaveMobileTask();
  const balance = useInsufficientBalance();
  const [failure, setFailure] = useState<string>();
  /** Open while set; names the member-only choice when the page knows it. */
  const [upgrade, setUpgrade] = useState<{ item?: string }>();

  function refused(envelope: TEnvelope) {
    const code = parseCode(envelope.code);
    if (code === ResultCode.NeedsUpgrade) setUpgrade({});
    // The catalogue's words, which SPEC 8 gives exactly, whatever the server wrote.
    else if (code === ResultCode.TaskInProgress) setFailure(t('videoTaskBusy'));
    else setFailure(envelopeText(envelope) || t('serverError'));
  }

  function failed(error: unknown) {
    const words = isApiError(error) ? flaggedWordsOf(error.data) : undefined;
    if (words?.length) update({ flaggedWords: words });
    else setFailure((error instanceof Error && error.message) || t('serverError'));
  }

  async function submit(request: TSaveTaskRequest): Promise<void> {
    setFailure(undefined);
    if (request.inputMode !== 'audio') {
      const script = request.slides ? joinSlideScripts(request.slides.slides) : (request.copyContent ?? '');
      // A failed check has been reported by the API client.
      const words = await checkWords.mutateAsync(script).catch(() => undefined);
      if (!words) return;
      update({ flaggedWords: words });
      if (words.length > 0) return;
    }
    const result = await (isMobile ? saveMobile : save).mutateAsync(request).catch((error: unknown) => {
      failed(error);
      return undefined;
    });
    if (!result || balance.handle(result, 'video')) return;
    if (isEnvelope(result)) {
      refused(result);
      return;
    }
    if (user) addPendingTaskId(user.id, result.id);
    // The poller checks at once when the flag turns on, so the badge shows before the next round.
    useClientState.getState().setGeneratingBadgeVisible(true);
    void refreshUser();
    void navigate(PROJECT_VIDEOS, { state: LEAVE_CONFIRMED });
  }

  return {
    submit,
    isSubmitting: checkWords.isPending || save.isPending || saveMobile.isPending,
    failure,
    balanceDialog: balance.dialog,
    upgrade,
    askToUpgrade: (item: string) => setUpgrade({ item }),
    closeUpgrade: () => setUpgrade(undefined),
  };
}
