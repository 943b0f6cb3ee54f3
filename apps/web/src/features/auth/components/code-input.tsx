import { SafetyOutlined } from '@ant-design/icons';
import { Input, type InputProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Limit } from '@orator/contracts';

/** The six-digit code sent by e-mail or SMS; Form.Item passes value and onChange through. */
export function CodeInput({ testId, ...props }: InputProps & { testId: string }) {
  const { t } = useTranslation('auth');
  return (
    <Input
      {...props}
      size="large"
      prefix={<SafetyOutlined />}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={Limit.verificationCodeLength}
      placeholder={t('placeholder.code')}
      data-testid={testId}
    />
  );
}
