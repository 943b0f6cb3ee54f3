import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useStandaloneCaptcha } from '../hooks/use-standalone-captcha';
import { CaptchaInput } from './captcha-input';

interface TStandaloneCaptchaFieldProps {
  gate: ReturnType<typeof useStandaloneCaptcha>;
}

/** Lays out a captcha held outside the form's fields like any other field of the form. */
export function StandaloneCaptchaField({ gate }: TStandaloneCaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item label={t('field.captcha')} validateStatus={gate.error ? 'error' : undefined} help={gate.error}>
      <CaptchaInput
        captcha={gate.captcha}
        isLoading={gate.isLoading}
        onRefresh={gate.renew}
        value={gate.answer}
        onChange={gate.change}
      />
    </Form.Item>
  );
}
