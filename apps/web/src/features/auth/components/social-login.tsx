import type { ReactNode } from 'react';
import { FacebookFilled, GoogleOutlined, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { redirectTargetFrom, toBrowserPath } from '../../../shared/lib/app-paths';
import { isAndroid, redirectBrowser } from '../../../shared/lib/browser';
import { messageText } from '../../../shared/i18n/message-text';
import { readAttribution } from '../../../shared/storage/attribution';
import { buttonLookClass } from '../../../shared/ui/button-look';
import { showWarningToast } from '../../../shared/ui/toast';
import { useOAuthUrl, type TOAuthProvider } from '../api/get-oauth-url';

const PROVIDERS = [
  { provider: 'google', icon: <GoogleOutlined aria-hidden /> },
  { provider: 'facebook', icon: <FacebookFilled aria-hidden /> },
] as const satisfies readonly { provider: TOAuthProvider; icon: ReactNode }[];

/**
 * Sign-in through Google or Facebook: the server hands out the provider's URL and the browser goes there. Built
 * without antd, as the login page is.
 */
export function SocialLogin() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const oauth = useOAuthUrl();

  function start(provider: TOAuthProvider) {
    if (isAndroid()) {
      showWarningToast(messageText('openInDefaultBrowser'));
      return;
    }
    const { source, inviteCode } = readAttribution();
    const query = {
      ...(source ? { source } : {}),
      ...(inviteCode ? { inviteUser: inviteCode } : {}),
      // The provider sends the browser back through the server, which only knows browser paths.
      redirect: toBrowserPath(redirectTargetFrom(search)),
    };
    oauth.mutate({ provider, query }, { onSuccess: (url) => redirectBrowser(url) });
  }

  const isStarting = (provider: TOAuthProvider) => oauth.isPending && oauth.variables.provider === provider;
  return (
    <div className="social-login">
      <p className="social-login__divider">{t('login.socialDivider')}</p>
      <div className="social-login__buttons">
        {PROVIDERS.map(({ provider, icon }) => (
          <button
            key={provider}
            type="button"
            className={buttonLookClass({ isLarge: true })}
            aria-busy={isStarting(provider)}
            onClick={() => start(provider)}
            data-testid={`login-${provider}`}
          >
            {isStarting(provider) ? <LoadingOutlined aria-hidden /> : icon}
            {t(`login.${provider}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
