import { WalletOutlined } from '@ant-design/icons';
import { Button, Modal, Result } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResultCode } from '@orator/contracts';
import { isEnvelope, parseCode } from '../api/envelope';
import { messageText } from '../i18n/message-text';
import { AppPath } from '../lib/app-paths';

/** What ran short: SPEC 8 names a variant for each metered tool. */
export const BALANCE_VARIANTS = ['general', 'video', 'dubbing', 'aiModel', 'faceSwap', 'subtitleRemover'] as const;
export type TBalanceVariant = (typeof BALANCE_VARIANTS)[number];

/** The API client resolves a 507 with the whole envelope (SPEC 8); everything else is the call's data. */
export function isInsufficientBalance(result: unknown): boolean {
  return isEnvelope(result) && parseCode(result.code) === ResultCode.InsufficientBalance;
}

interface TInsufficientBalanceDialogProps {
  /** Open while a variant is set. */
  variant: TBalanceVariant | undefined;
  onClose: () => void;
}

/** 'Oops, the K-coin balance is insufficient!' with the two ways out: a plan, or more K-coins. */
export function InsufficientBalanceDialog({ variant, onClose }: TInsufficientBalanceDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (path: string) => {
    onClose();
    void navigate(path);
  };
  return (
    <Modal open={variant !== undefined} onCancel={onClose} footer={null} centered width={440} destroyOnHidden>
      <Result
        className="insufficient-balance"
        icon={<WalletOutlined style={{ color: '#6d5efc' }} />}
        title={<span data-testid="insufficient-balance-title">{messageText('balanceInsufficient')}</span>}
        subTitle={
          <span data-testid="insufficient-balance-text">{t(`billing.insufficient.${variant ?? 'general'}`)}</span>
        }
        extra={[
          <Button key="upgrade" onClick={() => go(AppPath.Price)} data-testid="insufficient-balance-upgrade">
            {t('billing.upgrade')}
          </Button>,
          <Button key="buy" type="primary" onClick={() => go(AppPath.Recharge)} data-testid="insufficient-balance-buy">
            {t('billing.buyKcoins')}
          </Button>,
        ]}
      />
    </Modal>
  );
}

/**
 * For a page that runs metered work: `handle(result, variant)` opens the dialog when the answer was a 507
 * and says so, so the page stops there; `dialog` is rendered once by the page.
 */
export function useInsufficientBalance(): {
  dialog: ReactNode;
  handle: (result: unknown, variant?: TBalanceVariant) => boolean;
} {
  const [variant, setVariant] = useState<TBalanceVariant>();
  return {
    dialog: <InsufficientBalanceDialog variant={variant} onClose={() => setVariant(undefined)} />,
    handle: (result, forVariant = 'general') => {
      if (!isInsufficientBalance(result)) return false;
      setVariant(forVariant);
      return true;
    },
  };
}
