import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ResultCode } from '@orator/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { messageText } from '../../../shared/i18n/message-text';
import { AppPath } from '../../../shared/lib/app-paths';
import { useCaptcha } from '../api/get-captcha';
import { useLogin } from '../api/login';
import { captchaRules, currentPasswordRules, emailRules } from '../form-rules';
import { CaptchaInput } from './captcha-input';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

interface TEmailLoginValues {
  email: string;
  password: string;
  /** Only once the server has asked for a calculation. */
  captchaCode: string;
}

/** Where the register page picks up an account that still needs its activation code. */
export interface TActivationRequest {
  activationEmail: string;
}

export function EmailLoginForm() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const navigate = useNavigate();
  const [form] = Form.useForm<TEmailLoginValues>();
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captcha = useCaptcha('login', { enabled: captchaAsked });
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();

  async function submit({ email, password, captchaCode }: TEmailLoginValues) {
    if (captchaAsked && !captcha.data) return;
    const answer =
      captchaAsked && captcha.data ? { captchaId: captcha.data.captchaId, captchaCode: captchaCode.trim() } : {};
    try {
      await completeSignIn(await login.mutateAsync({ loginType: 'email', email, password, ...answer }));
    } catch (error) {
      // The API answers 512 without a message: the page itself moves on to activation (SPEC 8).
      if (isApiError(error, ResultCode.AccountNotActivated)) {
        const state: TActivationRequest = { activationEmail: email.trim() };
        await navigate({ pathname: AppPath.Register, search }, { state });
        return;
      }
      // 513 comes without a toast as well: after failed logins the account wants a calculation with the password.
      if (isApiError(error, ResultCode.CaptchaRequired)) setCaptchaAsked(true);
      // A captcha answers one attempt, right or wrong; the next one needs a new calculation.
      if (captchaAsked) {
        form.setFieldValue('captchaCode', '');
        void captcha.refetch();
      }
    }
  }

  return (
    <Form<TEmailLoginValues> form={form} name="email-login" layout="vertical" requiredMark={false} onFinish={submit}>
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
      {captchaAsked && (
        <>
          <Alert
            className="auth-form__notice"
            type="warning"
            showIcon
            title={messageText('captchaRequired')}
            data-testid="login-captcha-required"
          />
          <Form.Item name="captchaCode" label={t('field.captcha')} rules={captchaRules}>
            <CaptchaInput
              captcha={captcha.data}
              isLoading={captcha.isFetching}
              onRefresh={() => void captcha.refetch()}
            />
          </Form.Item>
        </>
      )}
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
