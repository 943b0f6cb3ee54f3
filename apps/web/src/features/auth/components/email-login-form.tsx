import { useId, useRef, useState, type FormEvent } from 'react';
import { ExclamationCircleFilled, LoadingOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ResultCode, ZEmail, ZPasswordLoginRequest } from '@orator/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { schemaError, type TFieldSchema } from '../../../shared/forms/schema-rule';
import { messageText } from '../../../shared/i18n/message-text';
import { AppPath } from '../../../shared/lib/app-paths';
import { useAddressSearch, useIsHydrated } from '../../../shared/lib/use-browser-value';
import { buttonLookClass } from '../../../shared/ui/button-look';
import { fieldErrorId, FormField } from '../../../shared/ui/form-field';
import { TextInput } from '../../../shared/ui/text-input';
import { useCaptcha } from '../api/get-captcha';
import { useLogin } from '../api/login';
import { captchaSchema } from '../form-rules';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { CaptchaInput } from './captcha-input';
import { PasswordInput } from './password-input';

interface TEmailLoginValues {
  email: string;
  password: string;
  /** Only once the server has asked for a calculation. */
  captchaCode: string;
}

type TField = keyof TEmailLoginValues;

/** The same schemas the API applies, so both refuse the same input in the same words (SPEC 5). */
const SCHEMAS: Record<TField, TFieldSchema> = {
  email: ZEmail,
  password: ZPasswordLoginRequest.shape.password,
  captchaCode: captchaSchema,
};

/** Where the register page picks up an account that still needs its activation code. */
export interface TActivationRequest {
  activationEmail: string;
}

/**
 * The login page's first form, built without antd so the page paints before antd loads. Each field is checked as
 * it changes and all of them on submit, as an antd form does; the first refused field takes the focus.
 *
 * The page's HTML is drawn before its scripts run (app/prerender): what a visitor types before then is in the
 * fields, which the form reads when it is sent, and it cannot be sent before then (its button is disabled, which
 * also stops Enter), so a password never leaves in a plain form submission.
 */
export function EmailLoginForm() {
  const { t } = useTranslation('auth');
  const search = useAddressSearch();
  const navigate = useNavigate();
  const formId = useId();
  const isHydrated = useIsHydrated();
  const [captchaCode, setCaptchaCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captcha = useCaptcha('login', { enabled: captchaAsked });
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const controls = useRef(new Map<TField, HTMLInputElement | null>());
  const fields: TField[] = captchaAsked ? ['email', 'password', 'captchaCode'] : ['email', 'password'];
  const idOf = (field: TField) => `${formId}-${field}`;

  function check(field: TField, value: string) {
    setErrors((current) => ({ ...current, [field]: schemaError(SCHEMAS[field], value) }));
  }

  /** What the field's control needs to say it is refused, and why. */
  function describe(field: TField) {
    const isRefused = errors[field] !== undefined;
    return {
      id: idOf(field),
      'aria-invalid': isRefused || undefined,
      'aria-describedby': isRefused ? fieldErrorId(idOf(field)) : undefined,
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values: TEmailLoginValues = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      captchaCode,
    };
    const found = Object.fromEntries(fields.map((field) => [field, schemaError(SCHEMAS[field], values[field])]));
    setErrors(found);
    const refused = fields.find((field) => found[field] !== undefined);
    if (refused) {
      controls.current.get(refused)?.focus();
      return;
    }
    if (captchaAsked && !captcha.data) return;
    const { email, password } = values;
    const answer =
      captchaAsked && captcha.data ? { captchaId: captcha.data.captchaId, captchaCode: captchaCode.trim() } : {};
    try {
      await completeSignIn(await login.mutateAsync({ loginType: 'email', email, password, ...answer }));
    } catch (error) {
      // The API answers 512 without a message: the page itself moves on to activation (SPEC 8).
      if (isApiError(error, ResultCode.AccountNotActivated)) {
        const state: TActivationRequest = { activationEmail: email.trim() };
        await navigate({ pathname: AppPath.Register, search }, { state });
        return;
      }
      // 513 comes without a toast as well: after failed logins the account wants a calculation with the password.
      if (isApiError(error, ResultCode.CaptchaRequired)) setCaptchaAsked(true);
      // A captcha answers one attempt, right or wrong; the next one needs a new calculation.
      if (captchaAsked) {
        setCaptchaCode('');
        void captcha.refetch();
      }
    }
  }

  return (
    // POST, should it ever be sent without its script: a password never goes into an address.
    <form name="email-login" method="post" className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormField id={idOf('email')} label={t('field.email')} error={errors.email}>
        <TextInput
          {...describe('email')}
          ref={(input) => void controls.current.set('email', input)}
          name="email"
          onChange={(event) => check('email', event.target.value)}
          prefix={<MailOutlined />}
          type="email"
          autoComplete="email"
          placeholder={t('placeholder.email')}
          testId="login-email"
        />
      </FormField>
      <FormField id={idOf('password')} label={t('field.password')} error={errors.password}>
        <PasswordInput
          {...describe('password')}
          ref={(input) => void controls.current.set('password', input)}
          name="password"
          onChange={(event) => check('password', event.target.value)}
          autoComplete="current-password"
          placeholder={t('placeholder.password')}
          testId="login-password"
        />
      </FormField>
      {captchaAsked && (
        <>
          <p className="auth-form__notice auth-form__warning" role="alert" data-testid="login-captcha-required">
            <ExclamationCircleFilled className="auth-form__warning-icon" aria-hidden />
            {messageText('captchaRequired')}
          </p>
          <FormField id={idOf('captchaCode')} label={t('field.captcha')} error={errors.captchaCode}>
            <CaptchaInput
              {...describe('captchaCode')}
              ref={(input) => void controls.current.set('captchaCode', input)}
              captcha={captcha.data}
              isLoading={captcha.isFetching}
              onRefresh={() => void captcha.refetch()}
              value={captchaCode}
              onChange={(value) => {
                setCaptchaCode(value);
                check('captchaCode', value);
              }}
            />
          </FormField>
        </>
      )}
      <div className="auth-form__aside">
        <Link to={{ pathname: AppPath.Forget, search }} data-testid="login-forget-link">
          {t('login.forgot')}
        </Link>
      </div>
      <button
        type="submit"
        className={buttonLookClass({ look: 'primary', isLarge: true, isBlock: true })}
        aria-busy={login.isPending}
        disabled={!isHydrated || login.isPending}
        data-testid="login-submit"
      >
        {login.isPending && <LoadingOutlined aria-hidden />}
        {t('login.submit')}
      </button>
    </form>
  );
}
