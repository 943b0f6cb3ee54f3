import { CrownFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** SPEC 6: members get exclusive avatars and voices. */
export function MemberBadge() {
  const { t } = useTranslation('create');
  return (
    <Tag color="gold" icon={<CrownFilled />} className="member-badge">
      {t('memberOnly')}
    </Tag>
  );
}
