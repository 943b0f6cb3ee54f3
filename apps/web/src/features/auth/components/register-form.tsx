import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Segmented } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { UserType, type TUserType } from '@orator/contracts';
import { AppPath, toBrowserPath } from '../../../shared/lib/app-paths';
import { readAttribution } from '../../../shared/storage/attribution';
import { useCaptcha } from '../api/get-captcha';
import { useRegister } from '../api/register';
import { agreeTermsRules, captchaRules, emailRules, nicknameRules } from '../form-rules';
import { CaptchaInput } from './captcha-input';
import { NewPasswordFields } from './new-password-fields';

interface TRegisterValues {
  email: string;
  nickname: string;
  password: string;
  confirmPassword: string;
  userType: TUserType;
  captchaCode: string;
  agreeTerms: boolean;
}

interface TRegisterFormProps {
  /** The account exists but waits for the code e-mailed to `email`. */
  onRegistered: (email: string) => void;
}

export function RegisterForm({ onRegistered }: TRegisterFormProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<TRegisterValues>();
  const captcha = useCaptcha('register');
  const register = useRegister();

  async function submit(values: TRegisterValues) {
    if (!captcha.data) return;
    try {
      const { email } = await register.mutateAsync({
        email: values.email,
        nickname: values.nickname,
        password: values.password,
        confirmPassword: values.confirmPassword,
        userType: values.userType,
        agreeTerms: true,
        captchaId: captcha.data.captchaId,
        captchaCode: values.captchaCode.trim(),
        ...readAttribution(),
      });
      onRegistered(email);
    } catch {
      // The answer is spent either way; a retry needs a new calculation.
      form.setFieldValue('captchaCode', '');
      void captcha.refetch();
    }
  }

  // Trans fills in the link text. The terms pages open in a new tab so that the filled-in form stays.
  const termsLink = (path: string) => <a href={toBrowserPath(path)} target="_blank" rel="noreferrer" />;

  return (
    <Form<TRegisterValues>
      form={form}
      name="register"
      layout="vertical"
      requiredMark={false}
      initialValues={{ userType: UserType.Personal, agreeTerms: false }}
      onFinish={submit}
    >
      <Form.Item name="userType" label={t('field.userType')}>
        <Segmented<TUserType>
          block
          size="large"
          options={[
            {
              value: UserType.Personal,
              label: <span data-testid="register-type-personal">{t('userType.personal')}</span>,
            },
            {
              value: UserType.Enterprise,
              label: <span data-testid="register-type-enterprise">{t('userType.enterprise')}</span>,
            },
          ]}
        />
      </Form.Item>
      <Form.Item name="email" label={t('field.email')} rules={emailRules}>
        <Input
          size="large"
          prefix={<MailOutlined />}
          type="email"
          autoComplete="email"
          placeholder={t('placeholder.email')}
          data-testid="register-email"
        />
      </Form.Item>
      <Form.Item name="nickname" label={t('field.nickname')} rules={nicknameRules}>
        <Input
          size="large"
          prefix={<UserOutlined />}
          autoComplete="nickname"
          maxLength={40}
          placeholder={t('placeholder.nickname')}
          data-testid="register-nickname"
        />
      </Form.Item>
      <NewPasswordFields labelKey="password" testIdPrefix="register" />
      <Form.Item name="captchaCode" label={t('field.captcha')} rules={captchaRules}>
        <CaptchaInput captcha={captcha.data} isLoading={captcha.isFetching} onRefresh={() => void captcha.refetch()} />
      </Form.Item>
      <Form.Item name="agreeTerms" valuePropName="checked" rules={agreeTermsRules}>
        <Checkbox data-testid="register-agree">
          <Trans
            t={t}
            i18nKey="register.agree"
            components={{ terms: termsLink(AppPath.ServiceTerms), privacy: termsLink(AppPath.PrivacyPolicy) }}
          />
        </Checkbox>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={register.isPending}
        data-testid="register-submit"
      >
        {t('register.submit')}
      </Button>
    </Form>
  );
}
