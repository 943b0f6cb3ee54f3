import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { AuthLayout } from '../components/auth-layout';
import { EmailLoginForm } from '../components/email-login-form';
import { PhoneLoginForm } from '../components/phone-login-form';
import { SocialLogin } from '../components/social-login';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to={{ pathname: AppPath.Register, search }} data-testid="login-register-link">
            {t('login.toRegister')}
          </Link>
        </>
      }
    >
      <Tabs
        defaultActiveKey="email"
        items={[
          {
            key: 'email',
            label: <span data-testid="login-tab-email">{t('login.tabEmail')}</span>,
            children: <EmailLoginForm />,
          },
          {
            key: 'phone',
            label: <span data-testid="login-tab-phone">{t('login.tabPhone')}</span>,
            children: <PhoneLoginForm />,
          },
        ]}
      />
      <SocialLogin />
    </AuthLayout>
  );
}
