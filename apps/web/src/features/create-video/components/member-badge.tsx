import { CrownFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * SPEC 6: members get exclusive avatars and voices. Beside a voice it is a tag; on an avatar's picture it
 * is a ribbon in the bottom corner, over the clothes, so it never hides the face the user is choosing.
 */
export function MemberBadge({ placement = 'inline' }: { placement?: 'inline' | 'corner' }) {
  const { t } = useTranslation('create');
  if (placement === 'corner') {
    return (
      <span className="member-ribbon" data-testid="member-ribbon">
        <CrownFilled aria-hidden />
        {t('memberOnly')}
      </span>
    );
  }
  return (
    <Tag color="gold" icon={<CrownFilled />} className="member-badge">
      {t('memberOnly')}
    </Tag>
  );
}
