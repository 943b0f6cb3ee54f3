import { Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TCaptcha } from '@orator/contracts';
import './captcha-input.css';

interface TCaptchaInputProps {
  captcha: TCaptcha | undefined;
  isLoading: boolean;
  onRefresh: () => void;
  /** Supplied by Form.Item when the answer is a form field. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** The arithmetic picture and the field for its result; clicking the picture asks for another one. */
export function CaptchaInput({ captcha, isLoading, onRefresh, id, value, onChange }: TCaptchaInputProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="captcha-input">
      <Input
        id={id}
        size="large"
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        placeholder={t('placeholder.captcha')}
        data-testid="captcha-input"
      />
      <button
        type="button"
        className="captcha-input__picture"
        onClick={onRefresh}
        disabled={isLoading}
        title={t('captcha.refresh')}
        aria-label={t('captcha.refresh')}
        data-testid="captcha-refresh"
      >
        {captcha && !isLoading ? (
          <img src={captcha.image} alt={t('captcha.alt')} data-testid="captcha-image" />
        ) : (
          <Spin size="small" />
        )}
      </button>
    </div>
  );
}
