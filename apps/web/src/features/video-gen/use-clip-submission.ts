import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultCode, type TEnvelope, type TVideoGenTask } from '@orator/contracts';
import { isApiError } from '../../shared/api/api-error';
import { envelopeText, isEnvelope, parseCode } from '../../shared/api/envelope';
import { useInsufficientBalance, type TBalanceVariant } from '../../shared/ui/insufficient-balance';

/**
 * What the pages do with a paid request's answer, as the image generator does: a 507 opens the balance dialog,
 * a member-only refusal the upgrade prompt, any other refusal (a prompt with violations, a picture the server
 * refused, 515 busy) shows its message. `run` answers the accepted result.
 */
export function useRefusals(variant: TBalanceVariant) {
  const { t } = useTranslation('messages');
  const balance = useInsufficientBalance();
  const [error, setError] = useState<string | null>(null);
  const [isUpgradeOpen, setUpgradeOpen] = useState(false);

  async function run<T extends object>(send: () => Promise<T | TEnvelope>): Promise<T | undefined> {
    setError(null);
    const result = await send().catch((refusal: unknown) => {
      setError(isApiError(refusal) ? refusal.message : t('serverError'));
      return undefined;
    });
    if (!result || balance.handle(result, variant)) return undefined;
    if (isEnvelope(result)) {
      if (parseCode(result.code) === ResultCode.NeedsUpgrade) setUpgradeOpen(true);
      else setError(envelopeText(result) || t('serverError'));
      return undefined;
    }
    return result;
  }

  return {
    run,
    error,
    balanceDialog: balance.dialog,
    isUpgradeOpen,
    closeUpgrade: () => setUpgradeOpen(false),
  };
}

/** Both pages' clip submission: the refusals above, and a queued clip becomes the one on screen. */
export function useClipSubmission() {
  const refusals = useRefusals('video');
  // The clip on screen: the one asked for last, or one opened from the history.
  const [shownId, setShownId] = useState<number>();

  async function run(send: () => Promise<TVideoGenTask | TEnvelope>) {
    const task = await refusals.run(send);
    if (task) setShownId(task.id);
  }

  return {
    ...refusals,
    run,
    shownId,
    show: setShownId,
    forget: (id: number) => setShownId((current) => (current === id ? undefined : current)),
  };
}
