import { Alert, Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../shared/i18n/message-text';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useActivateAccount } from '../api/activate-account';
import { sendActivationCode } from '../api/send-activation-code';
import { verificationCodeRules } from '../form-rules';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useStandaloneCaptcha } from '../hooks/use-standalone-captcha';
import { SendCodeButton } from './send-code-button';
import { StandaloneCaptchaField } from './standalone-captcha-field';
import { CodeInput } from './code-input';

interface TActivationValues {
  verificationCode: string;
}

interface TActivationFormProps {
  email: string;
  /** Registration has just e-mailed a code; otherwise (an old account from login) the visitor may need a new one. */
  isCodeFresh: boolean;
  onChangeEmail: () => void;
}

/** Step 2 of sign-up: the e-mailed code activates the account and signs it in. */
export function ActivationForm({ email, isCodeFresh, onChangeEmail }: TActivationFormProps) {
  const { t } = useTranslation('auth');
  const captcha = useStandaloneCaptcha('activation');
  const activate = useActivateAccount();
  const completeSignIn = useCompleteSignIn();

  async function resendCode(): Promise<boolean> {
    const answer = captcha.take();
    if (!answer) return false;
    try {
      await sendActivationCode({ email, ...answer });
      showSuccessToast(messageText('codeSent'));
      return true;
    } catch {
      return false;
    } finally {
      captcha.renew();
    }
  }

  async function submit({ verificationCode }: TActivationValues) {
    const result = await activate
      .mutateAsync({ email, verificationCode: verificationCode.trim() })
      .catch(() => undefined);
    if (result) await completeSignIn(result);
  }

  return (
    <Form<TActivationValues> name="activation" layout="vertical" requiredMark={false} onFinish={submit}>
      {!isCodeFresh && (
        <Alert type="info" showIcon className="activation__notice" title={messageText('accountNotActivated')} />
      )}
      <Form.Item name="verificationCode" label={t('field.code')} rules={verificationCodeRules}>
        <CodeInput testId="activation-code" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={activate.isPending}
        data-testid="activation-submit"
      >
        {t('activate.submit')}
      </Button>
      <Typography.Paragraph type="secondary" className="activation__resend-hint">
        {t('activate.resendHint')}
      </Typography.Paragraph>
      <StandaloneCaptchaField gate={captcha} />
      <SendCodeButton onSend={resendCode} startsCoolingDown={isCodeFresh} testId="activation-resend" />
      <div className="auth-form__secondary">
        <Button type="link" onClick={onChangeEmail} data-testid="activation-change-email">
          {t('activate.changeEmail')}
        </Button>
      </div>
    </Form>
  );
}
