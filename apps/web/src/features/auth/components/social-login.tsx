import { FacebookFilled, GoogleOutlined } from '@ant-design/icons';
import { Button, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { redirectTargetFrom, toBrowserPath } from '../../../shared/lib/app-paths';
import { isAndroid, redirectBrowser } from '../../../shared/lib/browser';
import { messageText } from '../../../shared/i18n/message-text';
import { readAttribution } from '../../../shared/storage/attribution';
import { showWarningToast } from '../../../shared/ui/toast';
import { useOAuthUrl, type TOAuthProvider } from '../api/get-oauth-url';

/** Sign-in through Google or Facebook: the server hands out the provider's URL and the browser goes there. */
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
      <Divider plain>{t('login.socialDivider')}</Divider>
      <div className="social-login__buttons">
        <Button
          size="large"
          icon={<GoogleOutlined />}
          loading={isStarting('google')}
          onClick={() => start('google')}
          data-testid="login-google"
        >
          {t('login.google')}
        </Button>
        <Button
          size="large"
          icon={<FacebookFilled />}
          loading={isStarting('facebook')}
          onClick={() => start('facebook')}
          data-testid="login-facebook"
        >
          {t('login.facebook')}
        </Button>
      </div>
    </div>
  );
}
