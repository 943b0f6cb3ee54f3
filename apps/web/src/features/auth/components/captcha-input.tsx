import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCaptcha } from '@orator/contracts';
import { TextInput } from '../../../shared/ui/text-input';
import '../../../shared/ui/spinner.css';
import './captcha-input.css';

interface TCaptchaInputProps {
  captcha: TCaptcha | undefined;
  isLoading: boolean;
  onRefresh: () => void;
  /** Supplied by Form.Item when the answer is a field of an antd form, or by the form built without antd. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The arithmetic picture and the field for its result; clicking the picture asks for another one. Built without
 * antd, for the login page, and a field of the antd forms of the other account pages as well.
 */
export function CaptchaInput({ captcha, isLoading, onRefresh, value, onChange, ...field }: TCaptchaInputProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="captcha-input">
      <TextInput
        {...field}
        // An antd form hands a field it has not set yet no value: the box is empty, and stays a controlled one.
        value={value ?? ''}
        onChange={(event) => onChange?.(event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        placeholder={t('placeholder.captcha')}
        testId="captcha-input"
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
          <span className="spinner" />
        )}
      </button>
    </div>
  );
}
