import { Alert, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFaceSwapPermission } from '@orator/contracts';
import { FreeUseTag, paysWithFreeUse } from '../../../shared/ui/task-charge';

interface TSubmitPanelProps {
  permission: TFaceSwapPermission | undefined;
  durationSec: number;
  hasMapping: boolean;
  name: string;
  isSubmitting: boolean;
  error: string | null;
  onNameChange: (name: string) => void;
  onSubmit: () => void;
}

/** The price of this video at 1 K-coin per second (SPEC 9), the balance, and the button that pays and submits. */
export function SubmitPanel(props: TSubmitPanelProps) {
  const { permission, durationSec, hasMapping, name, isSubmitting, error, onNameChange, onSubmit } = props;
  const { t } = useTranslation('faceSwap');
  const blockedBy = !hasMapping ? 'noMapping' : permission?.blockedBy;
  return (
    <section className="face-swap-panel face-swap-submit" data-testid="face-swap-submit">
      <label className="face-swap-submit__name">
        <span>{t('submit.name')}</span>
        <Input value={name} maxLength={100} onChange={(event) => onNameChange(event.target.value)} />
      </label>
      {permission && (
        <p data-testid="face-swap-price">
          {t('submit.price', {
            rate: permission.kcoinPerSecond,
            seconds: Math.ceil(durationSec - 1e-6),
            cost: permission.price,
          })}
        </p>
      )}
      {permission && paysWithFreeUse(permission.freeUses) && (
        <FreeUseTag freeUses={permission.freeUses} testId="face-swap-free-use" />
      )}
      {permission && (
        <p className="face-swap-panel__hint" data-testid="face-swap-balance">
          {t('submit.balance', { balance: permission.balance })}
        </p>
      )}
      {blockedBy && (
        <p className="face-swap-submit__blocked" data-testid="face-swap-blocked">
          {t(`submit.blocked.${blockedBy}`)}
        </p>
      )}
      {error && <Alert type="error" showIcon title={error} data-testid="face-swap-submit-error" />}
      <Button
        type="primary"
        size="large"
        block
        disabled={!hasMapping || !permission || blockedBy === 'notReady' || blockedBy === 'busy'}
        loading={isSubmitting}
        onClick={onSubmit}
        data-testid="face-swap-submit-button"
      >
        {t('submit.button')}
      </Button>
    </section>
  );
}
