import { Checkbox, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TNoticeCheckboxProps {
  checked?: boolean;
  onChange?(checked: boolean): void;
}

/** SPEC 5: the Customized Service Notice, readable in full before it is accepted. */
export function NoticeCheckbox({ checked, onChange }: TNoticeCheckboxProps) {
  const { t } = useTranslation('avatarClone');
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Checkbox
        checked={checked}
        onChange={(event) => onChange?.(event.target.checked)}
        data-testid="avatar-clone-notice"
      >
        {t('notice.agree')}{' '}
      </Checkbox>
      <Typography.Link onClick={() => setOpen(true)}>{t('notice.link')}</Typography.Link>
      <Modal open={isOpen} title={t('notice.title')} footer={null} onCancel={() => setOpen(false)}>
        <Typography.Paragraph>{t('notice.text')}</Typography.Paragraph>
      </Modal>
    </>
  );
}
