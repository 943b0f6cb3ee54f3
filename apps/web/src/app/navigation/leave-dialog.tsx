import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../../shared/ui/antd-scope';

/**
 * SPEC 2 gives the dialog 480 units in English and 416 in other languages, design pixels of a 16 px root;
 * in rem they follow the user's font size.
 */
const DIALOG_WIDTH_PX = { english: 480, other: 416 };
const ROOT_FONT_PX = 16;

interface TLeaveDialogProps {
  isOpen: boolean;
  isEnglish: boolean;
  offersUpgrade: boolean;
  onStay: () => void;
  onLeave: () => void;
  onUpgrade: () => void;
}

/** The dialog of LeaveConfirmation, loaded the first time a navigation is held. */
export default function LeaveDialog({
  isOpen,
  isEnglish,
  offersUpgrade,
  onStay,
  onLeave,
  onUpgrade,
}: TLeaveDialogProps) {
  const { t } = useTranslation('shell');
  const widthPx = isEnglish ? DIALOG_WIDTH_PX.english : DIALOG_WIDTH_PX.other;
  // The root layout holds this dialog, outside the screens' own AntdScope.
  return (
    <AntdScope>
      <Modal
        open={isOpen}
        title={t('leave.title')}
        width={`${widthPx / ROOT_FONT_PX}rem`}
        onCancel={onStay}
        footer={[
          <Button key="stay" onClick={onStay} data-testid="leave-stay">
            {t('leave.stay')}
          </Button>,
          ...(offersUpgrade
            ? [
                <Button key="upgrade" onClick={onUpgrade} data-testid="leave-upgrade">
                  {t('leave.upgrade')}
                </Button>,
              ]
            : []),
          <Button key="leave" type="primary" onClick={onLeave} data-testid="leave-confirm">
            {t('leave.confirm')}
          </Button>,
        ]}
      >
        <p data-testid="leave-dialog-text">{t('leave.text')}</p>
      </Modal>
    </AntdScope>
  );
}
