import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { ActivationForm } from '../components/activation-form';
import { AuthLayout } from '../components/auth-layout';
import type { TActivationRequest } from '../components/email-login-form';
import { RegisterForm } from '../components/register-form';

interface TActivationStep {
  email: string;
  isCodeFresh: boolean;
}

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  // Login sends accounts that were never activated here, straight to step 2.
  const fromLogin = (location.state as Partial<TActivationRequest> | null)?.activationEmail;
  const [activation, setActivation] = useState<TActivationStep | undefined>(
    fromLogin ? { email: fromLogin, isCodeFresh: false } : undefined,
  );

  const footer = (
    <>
      {t('register.haveAccount')}{' '}
      <Link to={{ pathname: AppPath.Login, search: location.search }} data-testid="register-login-link">
        {t('register.toLogin')}
      </Link>
    </>
  );

  if (activation) {
    return (
      <AuthLayout
        title={t('activate.title')}
        subtitle={t('activate.subtitle', { email: activation.email })}
        footer={footer}
      >
        <ActivationForm
          email={activation.email}
          isCodeFresh={activation.isCodeFresh}
          onChangeEmail={() => setActivation(undefined)}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')} footer={footer}>
      <RegisterForm onRegistered={(email) => setActivation({ email, isCodeFresh: true })} />
    </AuthLayout>
  );
}
