import { useState } from 'react';
import { EyeInvisibleOutlined, EyeOutlined, LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TextInput, type TTextInputProps } from '../../../shared/ui/text-input';

/** A password box, as antd's Input.Password: a button in it shows the password typed, and hides it again. */
export function PasswordInput(props: Omit<TTextInputProps, 'type' | 'prefix' | 'suffix'>) {
  const { t } = useTranslation('auth');
  const [isShown, setIsShown] = useState(false);
  return (
    <TextInput
      {...props}
      type={isShown ? 'text' : 'password'}
      prefix={<LockOutlined />}
      suffix={
        <button
          type="button"
          className="password-input__toggle"
          aria-label={t('password.show')}
          aria-pressed={isShown}
          onClick={() => setIsShown((shown) => !shown)}
        >
          {isShown ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
        </button>
      }
    />
  );
}
