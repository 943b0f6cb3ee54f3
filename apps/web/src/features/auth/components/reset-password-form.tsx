import { Button, Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from '../api/reset-password';
import { verificationCodeRules } from '../form-rules';
import { CodeInput } from './code-input';
import { NewPasswordFields } from './new-password-fields';

interface TResetPasswordValues {
  verificationCode: string;
  password: string;
  confirmPassword: string;
  /** Checked by default: a token someone made while they had the account would otherwise outlive the reset. */
  revokeApiTokens: boolean;
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

  async function submit({ verificationCode, password, confirmPassword, revokeApiTokens }: TResetPasswordValues) {
    const isReset = await resetPassword
      .mutateAsync({ email, verificationCode: verificationCode.trim(), password, confirmPassword, revokeApiTokens })
      .then(() => true)
      .catch(() => false);
    if (isReset) onReset();
  }

  return (
    <Form<TResetPasswordValues>
      name="reset-password"
      layout="vertical"
      requiredMark={false}
      initialValues={{ revokeApiTokens: true }}
      onFinish={submit}
    >
      <Form.Item name="verificationCode" label={t('field.code')} rules={verificationCodeRules}>
        <CodeInput testId="reset-code" />
      </Form.Item>
      <NewPasswordFields labelKey="newPassword" testIdPrefix="reset" />
      <Form.Item name="revokeApiTokens" valuePropName="checked">
        <Checkbox data-testid="reset-revoke-api-tokens">{t('forget.revokeApiTokens')}</Checkbox>
      </Form.Item>
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
