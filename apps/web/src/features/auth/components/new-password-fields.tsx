import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmPasswordRules, newPasswordRules } from '../form-rules';

interface TNewPasswordFieldsProps {
  /** 'password' when choosing the first one, 'newPassword' when replacing it. */
  labelKey: 'password' | 'newPassword';
  /** Prefix of the fields' test ids: `<prefix>-password` and `<prefix>-confirm-password`. */
  testIdPrefix: string;
}

/** A new password with its confirmation, validated by the SPEC 5 rules. */
export function NewPasswordFields({ labelKey, testIdPrefix }: TNewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Form.Item name="password" label={t(`field.${labelKey}`)} rules={newPasswordRules} extra={t('passwordHint')}>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          autoComplete="new-password"
          placeholder={t('placeholder.newPassword')}
          data-testid={`${testIdPrefix}-password`}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('field.confirmPassword')}
        dependencies={['password']}
        rules={confirmPasswordRules}
      >
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          autoComplete="new-password"
          placeholder={t('placeholder.confirmPassword')}
          data-testid={`${testIdPrefix}-confirm-password`}
        />
      </Form.Item>
    </>
  );
}
