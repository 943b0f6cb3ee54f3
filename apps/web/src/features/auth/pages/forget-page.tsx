import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { showSuccessToast } from '../../../shared/ui/toast';
import { AuthLayout } from '../components/auth-layout';
import { ForgetRequestForm } from '../components/forget-request-form';
import { ResetPasswordForm } from '../components/reset-password-form';

type TForgetStep = { kind: 'request'; email?: string } | { kind: 'reset'; email: string };

export default function ForgetPage() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const navigate = useNavigate();
  const [step, setStep] = useState<TForgetStep>({ kind: 'request' });

  const footer = (
    <Link to={{ pathname: AppPath.Login, search }} data-testid="forget-login-link">
      {t('forget.backToLogin')}
    </Link>
  );

  if (step.kind === 'reset') {
    return (
      <AuthLayout
        title={t('forget.resetTitle')}
        subtitle={t('forget.resetSubtitle', { email: step.email })}
        footer={footer}
      >
        <ResetPasswordForm
          email={step.email}
          onReset={() => {
            showSuccessToast(t('forget.success'));
            void navigate({ pathname: AppPath.Login, search }, { replace: true });
          }}
          onStartOver={() => setStep({ kind: 'request', email: step.email })}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('forget.title')} subtitle={t('forget.subtitle')} footer={footer}>
      <ForgetRequestForm initialEmail={step.email} onCodeSent={(email) => setStep({ kind: 'reset', email })} />
    </AuthLayout>
  );
}
