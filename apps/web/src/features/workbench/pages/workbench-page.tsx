import { LogoutOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLANS, type TPlan } from '@orator/contracts';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { useLogout } from '../../../shared/session/logout';
import { BrandMark } from '../../../shared/ui/brand-mark';
import { LanguageSwitcher } from '../../../shared/ui/language-switcher';
import { PageLoader } from '../../../shared/ui/page-loader';
import './workbench-page.css';

function isPlan(value: string): value is TPlan {
  return (PLANS as readonly string[]).includes(value);
}

export default function WorkbenchPage() {
  const { t, i18n } = useTranslation(['workbench', 'common']);
  const { data: user } = useCurrentUser();
  const logout = useLogout();

  // The guard loads the user before this page opens; this only covers a cache cleared in another tab.
  if (!user) return <PageLoader />;

  const numberFormat = new Intl.NumberFormat(i18n.language);
  return (
    <div className="workbench">
      <header className="workbench__bar">
        <BrandMark />
        <div className="workbench__actions">
          <LanguageSwitcher />
          <Button
            icon={<LogoutOutlined />}
            loading={logout.isPending}
            onClick={() => logout.mutate()}
            data-testid="logout-button"
          >
            {t('logout')}
          </Button>
        </div>
      </header>
      <main className="workbench__content">
        <Card className="workbench__card">
          <Typography.Title level={2} className="workbench__greeting" data-testid="workbench-greeting">
            {t('greeting', { nickname: user.nickname })}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
          <Descriptions column={1} bordered size="middle">
            <Descriptions.Item label={t('email')}>
              <span data-testid="workbench-email">{user.email ?? t('notSet')}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('plan')}>
              <Tag color="purple" data-testid="workbench-plan">
                {isPlan(user.plan) ? t(`common:plan.${user.plan}`) : user.plan}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('kCoins')}>
              <span data-testid="workbench-kcoins">{numberFormat.format(user.kCoinBalance)}</span>
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </main>
    </div>
  );
}
