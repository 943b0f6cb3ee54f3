import { useEffect } from 'react';
import { MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { toLocale, type TLocale, type TPhoneCountry } from '@orator/contracts';
import { messageText } from '../../../shared/i18n/message-text';
import { readAttribution } from '../../../shared/storage/attribution';
import { showSuccessToast } from '../../../shared/ui/toast';
import { usePhoneCountries } from '../api/get-phone-countries';
import { useLogin } from '../api/login';
import { sendLoginCode } from '../api/send-login-code';
import { normalizePhone, phoneRules, verificationCodeRules } from '../form-rules';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useStandaloneCaptcha } from '../hooks/use-standalone-captcha';
import { SendCodeButton } from './send-code-button';
import { StandaloneCaptchaField } from './standalone-captcha-field';
import { CodeInput } from './code-input';

interface TPhoneLoginValues {
  countryCode: string;
  phone: string;
  verificationCode: string;
}

/** The country most visitors of each interface language dial from. */
const DEFAULT_COUNTRY: Record<TLocale, string> = { en: 'US', zh: 'CN', pt: 'BR' };

function dialCodeOf(country: TPhoneCountry): string {
  return `+${country.dialCode.replace(/^\+/, '')}`;
}

export function PhoneLoginForm() {
  const { t, i18n } = useTranslation('auth');
  const locale = toLocale(i18n.language);
  const [form] = Form.useForm<TPhoneLoginValues>();
  const countries = usePhoneCountries(locale);
  const captcha = useStandaloneCaptcha('phone-login');
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();

  useEffect(() => {
    const list = countries.data;
    if (!list?.length || form.getFieldValue('countryCode')) return;
    const preferred = list.find((country) => country.code === DEFAULT_COUNTRY[locale]) ?? list[0];
    form.setFieldValue('countryCode', preferred?.code);
  }, [countries.data, form, locale]);

  async function sendCode(): Promise<boolean> {
    const answer = captcha.take();
    const phoneFields = await form.validateFields(['countryCode', 'phone']).catch(() => undefined);
    if (!answer || !phoneFields) return false;
    try {
      await sendLoginCode({
        countryCode: phoneFields.countryCode,
        phone: normalizePhone(phoneFields.phone),
        ...answer,
      });
      showSuccessToast(messageText('codeSent'));
      return true;
    } catch {
      return false;
    } finally {
      captcha.renew();
    }
  }

  async function submit({ countryCode, phone, verificationCode }: TPhoneLoginValues) {
    const result = await login
      .mutateAsync({
        loginType: 'phone',
        countryCode,
        phone: normalizePhone(phone),
        verificationCode: verificationCode.trim(),
        ...readAttribution(),
      })
      .catch(() => undefined);
    if (result) await completeSignIn(result);
  }

  return (
    <Form<TPhoneLoginValues> form={form} name="phone-login" layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item label={t('field.phone')} required>
        <Space.Compact block>
          <Form.Item name="countryCode" noStyle>
            <Select<string>
              size="large"
              className="phone-login__country"
              aria-label={t('field.country')}
              loading={countries.isLoading}
              showSearch={{ optionFilterProp: 'label' }}
              popupMatchSelectWidth={280}
              options={countries.data?.map((country) => ({
                value: country.code,
                label: `${country.name} ${dialCodeOf(country)}`,
              }))}
              labelRender={({ value }) => {
                const country = countries.data?.find((item) => item.code === value);
                return country ? `${country.code} ${dialCodeOf(country)}` : value;
              }}
              data-testid="login-country"
            />
          </Form.Item>
          <Form.Item name="phone" noStyle rules={phoneRules}>
            <Input
              size="large"
              prefix={<MobileOutlined />}
              type="tel"
              autoComplete="tel-national"
              placeholder={t('placeholder.phone')}
              data-testid="login-phone"
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <StandaloneCaptchaField gate={captcha} />
      <Form.Item label={t('field.code')} required>
        <Space.Compact block>
          <Form.Item name="verificationCode" noStyle rules={verificationCodeRules}>
            <CodeInput testId="login-code" />
          </Form.Item>
          <SendCodeButton onSend={sendCode} testId="login-send-code" />
        </Space.Compact>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={login.isPending}
        data-testid="login-phone-submit"
      >
        {t('login.submit')}
      </Button>
    </Form>
  );
}
