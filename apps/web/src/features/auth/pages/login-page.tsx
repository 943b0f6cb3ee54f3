import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { useAddressSearch } from '../../../shared/lib/use-browser-value';
import { PlainTabs } from '../../../shared/ui/plain-tabs';
import { AuthLayout } from '../components/auth-layout';
import { EmailLoginForm } from '../components/email-login-form';
import { SocialLogin } from '../components/social-login';

/**
 * The phone form is antd's (its searchable country list, the code button), in its own AntdScope: it loads when its
 * tab is first chosen, so the page itself paints without antd (route-table.ts `isPlain`).
 */
const PhoneLoginForm = lazy(async () => {
  const [{ PhoneLoginForm: Form }, { withAntdScope }] = await Promise.all([
    import('../components/phone-login-form'),
    import('../../../shared/ui/antd-scope'),
  ]);
  return { default: withAntdScope(Form) };
});

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const search = useAddressSearch();
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
      <PlainTabs
        tabs={[
          { key: 'email', label: t('login.tabEmail'), testId: 'login-tab-email', panel: <EmailLoginForm /> },
          {
            key: 'phone',
            label: t('login.tabPhone'),
            testId: 'login-tab-phone',
            panel: (
              <Suspense
                fallback={
                  <div className="auth-form__loading" role="status" aria-label={tCommon('loading')}>
                    <span className="spinner page-loader__spinner" />
                  </div>
                }
              >
                <PhoneLoginForm />
              </Suspense>
            ),
          },
        ]}
      />
      <SocialLogin />
    </AuthLayout>
  );
}
