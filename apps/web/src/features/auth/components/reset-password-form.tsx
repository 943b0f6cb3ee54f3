import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from '../api/reset-password';
import { verificationCodeRules } from '../form-rules';
import { CodeInput } from './code-input';
import { NewPasswordFields } from './new-password-fields';

interface TResetPasswordValues {
  verificationCode: string;
  password: string;
  confirmPassword: string;
}

interface TResetPasswordFormProps {
  email: string;
  onReset: () => void;
  onStartOver: () => void;
}

/** Step 2 of a password reset: the e-mailed code and the new password. */
export function ResetPasswordForm({ email, onReset, onStartOver }: TResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const resetPassword = useResetPassword();

  async function submit({ verificationCode, password, confirmPassword }: TResetPasswordValues) {
    const isReset = await resetPassword
      .mutateAsync({ email, verificationCode: verificationCode.trim(), password, confirmPassword })
      .then(() => true)
      .catch(() => false);
    if (isReset) onReset();
  }

  return (
    <Form<TResetPasswordValues> name="reset-password" layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item name="verificationCode" label={t('field.code')} rules={verificationCodeRules}>
        <CodeInput testId="reset-code" />
      </Form.Item>
      <NewPasswordFields labelKey="newPassword" testIdPrefix="reset" />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={resetPassword.isPending}
        data-testid="reset-submit"
      >
        {t('forget.submit')}
      </Button>
      <div className="auth-form__secondary">
        <Button type="link" onClick={onStartOver} data-testid="reset-start-over">
          {t('forget.startOver')}
        </Button>
      </div>
    </Form>
  );
}
