import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ResultCode } from '@orator/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { AppPath } from '../../../shared/lib/app-paths';
import { useLogin } from '../api/login';
import { currentPasswordRules, emailRules } from '../form-rules';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

interface TEmailLoginValues {
  email: string;
  password: string;
}

/** Where the register page picks up an account that still needs its activation code. */
export interface TActivationRequest {
  activationEmail: string;
}

export function EmailLoginForm() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();

  async function submit({ email, password }: TEmailLoginValues) {
    try {
      await completeSignIn(await login.mutateAsync({ loginType: 'email', email, password }));
    } catch (error) {
      // The API answers 512 without a message: the page itself moves on to activation (SPEC 8).
      if (isApiError(error, ResultCode.AccountNotActivated)) {
        const state: TActivationRequest = { activationEmail: email.trim() };
        await navigate({ pathname: AppPath.Register, search }, { state });
      }
    }
  }

  return (
    <Form<TEmailLoginValues> name="email-login" layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item name="email" label={t('field.email')} rules={emailRules}>
        <Input
          size="large"
          prefix={<MailOutlined />}
          type="email"
          autoComplete="email"
          placeholder={t('placeholder.email')}
          data-testid="login-email"
        />
      </Form.Item>
      <Form.Item name="password" label={t('field.password')} rules={currentPasswordRules}>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={t('placeholder.password')}
          data-testid="login-password"
        />
      </Form.Item>
      <div className="auth-form__aside">
        <Link to={{ pathname: AppPath.Forget, search }} data-testid="login-forget-link">
          {t('login.forgot')}
        </Link>
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={login.isPending} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
