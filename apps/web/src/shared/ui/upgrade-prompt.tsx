import { CrownOutlined } from '@ant-design/icons';
import { Button, Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppPath } from '../lib/app-paths';

interface TUpgradePromptProps {
  isOpen: boolean;
  onClose: () => void;
  /** The member-only thing the user tried to use, by its name (an avatar, a voice); omitted for a general prompt. */
  item?: string;
}

/** SPEC 6: a free user choosing a member-only avatar or voice is asked to upgrade before generating. */
export function UpgradePrompt({ isOpen, onClose, item }: TUpgradePromptProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal open={isOpen} onCancel={onClose} footer={null} centered width={440} destroyOnHidden>
      <Result
        icon={<CrownOutlined style={{ color: '#d4a017' }} />}
        title={<span data-testid="upgrade-prompt-title">{t('billing.upgradePrompt.title')}</span>}
        subTitle={
          <span data-testid="upgrade-prompt-text">
            {item ? t('billing.upgradePrompt.textNamed', { item }) : t('billing.upgradePrompt.text')}
          </span>
        }
        extra={[
          <Button key="later" onClick={onClose} data-testid="upgrade-prompt-later">
            {t('billing.upgradePrompt.later')}
          </Button>,
          <Button
            key="upgrade"
            type="primary"
            onClick={() => {
              onClose();
              void navigate(AppPath.Price);
            }}
            data-testid="upgrade-prompt-upgrade"
          >
            {t('billing.upgrade')}
          </Button>,
        ]}
      />
    </Modal>
  );
}
