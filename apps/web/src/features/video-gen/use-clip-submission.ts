import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultCode, type TEnvelope, type TVideoGenTask } from '@orator/contracts';
import { isApiError } from '../../shared/api/api-error';
import { envelopeText, isEnvelope, parseCode } from '../../shared/api/envelope';
import { useInsufficientBalance } from '../../shared/ui/insufficient-balance';

/**
 * What both pages do with a submission's answer, as the image generator does: a 507 opens the balance dialog,
 * a member-only refusal the upgrade prompt, any other refusal (a prompt with violations, a picture the server
 * refused) shows its message; a queued clip becomes the one on screen.
 */
export function useClipSubmission() {
  const { t } = useTranslation('messages');
  const balance = useInsufficientBalance();
  const [error, setError] = useState<string | null>(null);
  const [isUpgradeOpen, setUpgradeOpen] = useState(false);
  // The clip on screen: the one asked for last, or one opened from the history.
  const [shownId, setShownId] = useState<number>();

  async function run(send: () => Promise<TVideoGenTask | TEnvelope>) {
    setError(null);
    const result = await send().catch((refusal: unknown) => {
      setError(isApiError(refusal) ? refusal.message : t('serverError'));
      return undefined;
    });
    if (!result || balance.handle(result, 'video')) return;
    if (isEnvelope(result)) {
      if (parseCode(result.code) === ResultCode.NeedsUpgrade) setUpgradeOpen(true);
      else setError(envelopeText(result) || t('serverError'));
      return;
    }
    setShownId(result.id);
  }

  return {
    run,
    error,
    shownId,
    show: setShownId,
    forget: (id: number) => setShownId((current) => (current === id ? undefined : current)),
    balanceDialog: balance.dialog,
    isUpgradeOpen,
    closeUpgrade: () => setUpgradeOpen(false),
  };
}
