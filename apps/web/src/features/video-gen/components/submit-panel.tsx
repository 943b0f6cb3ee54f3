import { ThunderboltOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';

/** Why the clip cannot be asked for yet, most pressing first. */
export type TVideoGenBlocked = 'uploading' | 'pictures' | 'text' | 'voice';

interface TSubmitPanelProps {
  price: number | undefined;
  balance: number | undefined;
  blocked: TVideoGenBlocked | undefined;
  isReady: boolean;
  isSubmitting: boolean;
  error: string | null;
  onSubmit: () => void;
}

/** What a clip costs against the balance, and the button with the reason it cannot be pressed. */
export function SubmitPanel({ price, balance, blocked, isReady, isSubmitting, error, onSubmit }: TSubmitPanelProps) {
  const { t } = useTranslation('videoGen');
  const isShort = price !== undefined && balance !== undefined && balance < price;
  return (
    <section className="video-gen-section video-gen-submit">
      {price !== undefined && (
        <p className="video-gen-submit__price" data-testid="video-gen-price">
          {t('submit.price', { price })}
        </p>
      )}
      {balance !== undefined && (
        <p className="video-gen-muted video-gen-submit__balance" data-testid="video-gen-balance">
          {t('submit.balance', { balance })}
          {isShort && (
            <>
              {' '}
              <Link to={AppPath.Recharge}>{t('submit.topUp')}</Link>
            </>
          )}
        </p>
      )}
      {isReady && blocked && (
        <p className="video-gen-muted" data-testid="video-gen-blocked" data-reason={blocked}>
          {t(`submit.blocked.${blocked}`)}
        </p>
      )}
      {error && <Alert type="error" showIcon title={error} data-testid="video-gen-submit-error" />}
      <Button
        type="primary"
        size="large"
        block
        icon={<ThunderboltOutlined />}
        disabled={!isReady || blocked !== undefined}
        loading={isSubmitting}
        onClick={onSubmit}
        data-testid="video-gen-submit"
      >
        {t('submit.button')}
      </Button>
    </section>
  );
}
