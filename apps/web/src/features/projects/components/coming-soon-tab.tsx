import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

interface TComingSoonTabProps {
  /** The tab's name as its label shows it. */
  tabLabel: string;
  onShowVideos: () => void;
}

/** A tab of SPEC 2 whose tool this version does not have yet: said plainly, with a way to what exists. */
export function ComingSoonTab({ tabLabel, onShowVideos }: TComingSoonTabProps) {
  const { t } = useTranslation('projects');
  return (
    <Result
      icon={<ToolOutlined className="projects-coming-soon__icon" />}
      title={<span data-testid="projects-coming-soon">{t('comingSoon.title', { tab: tabLabel })}</span>}
      subTitle={t('comingSoon.text')}
      extra={
        <Button type="primary" onClick={onShowVideos} data-testid="projects-coming-soon-videos">
          {t('comingSoon.action')}
        </Button>
      }
    />
  );
}
