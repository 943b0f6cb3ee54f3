import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../shared/i18n/message-text';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useForgetPassword } from '../api/forget-password';
import { useCaptcha } from '../api/get-captcha';
import { captchaRules, emailRules } from '../form-rules';
import { CaptchaInput } from './captcha-input';

interface TForgetRequestValues {
  email: string;
  captchaCode: string;
}

interface TForgetRequestFormProps {
  initialEmail?: string;
  onCodeSent: (email: string) => void;
}

/** Step 1 of a password reset: e-mail a code to the account's address. */
export function ForgetRequestForm({ initialEmail, onCodeSent }: TForgetRequestFormProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<TForgetRequestValues>();
  const captcha = useCaptcha('forget');
  const forgetPassword = useForgetPassword();

  async function submit({ email, captchaCode }: TForgetRequestValues) {
    if (!captcha.data) return;
    try {
      await forgetPassword.mutateAsync({ email, captchaId: captcha.data.captchaId, captchaCode: captchaCode.trim() });
      showSuccessToast(messageText('codeSent'));
      onCodeSent(email.trim());
    } catch {
      form.setFieldValue('captchaCode', '');
      void captcha.refetch();
    }
  }

  return (
    <Form<TForgetRequestValues>
      form={form}
      name="forget-request"
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail }}
      onFinish={submit}
    >
      <Form.Item name="email" label={t('field.email')} rules={emailRules}>
        <Input
          size="large"
          prefix={<MailOutlined />}
          type="email"
          autoComplete="email"
          placeholder={t('placeholder.email')}
          data-testid="forget-email"
        />
      </Form.Item>
      <Form.Item name="captchaCode" label={t('field.captcha')} rules={captchaRules}>
        <CaptchaInput captcha={captcha.data} isLoading={captcha.isFetching} onRefresh={() => void captcha.refetch()} />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={forgetPassword.isPending}
        data-testid="forget-send-code"
      >
        {t('forget.sendCode')}
      </Button>
    </Form>
  );
}
