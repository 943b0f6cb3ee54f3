import { ThunderboltOutlined } from '@ant-design/icons';
import { Alert, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUBTITLE_REMOVER_LIMITS, type TSubtitleRemoverQuote } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { FreeUseTag, paysWithFreeUse } from '../../../shared/ui/task-charge';

interface TSubmitPanelProps {
  taskName: string;
  onTaskName: (name: string) => void;
  quote: TSubtitleRemoverQuote | undefined;
  isSubmitting: boolean;
  error: string | null;
  onSubmit: () => void;
}

/** The name, what the removal costs (1 K-coin per started second) against the balance, and the button. */
export function SubmitPanel({ taskName, onTaskName, quote, isSubmitting, error, onSubmit }: TSubmitPanelProps) {
  const { t } = useTranslation('subtitleRemover');
  const isShort = quote?.blockedBy === 'balance';
  return (
    <section className="sr-submit" aria-label={t('submit.title')}>
      <label className="sr-submit__name">
        <span>{t('submit.name')}</span>
        <Input
          value={taskName}
          maxLength={SUBTITLE_REMOVER_LIMITS.maxTaskNameLength}
          onChange={(event) => onTaskName(event.target.value)}
          data-testid="sr-task-name"
        />
      </label>
      {quote && (
        <>
          <p className="sr-submit__price" data-testid="sr-price">
            {t('submit.price', { price: quote.price, seconds: quote.seconds })}{' '}
            {paysWithFreeUse(quote.freeUses) && <FreeUseTag freeUses={quote.freeUses} testId="sr-free-use" />}
          </p>
          <p className="sr-muted" data-testid="sr-balance">
            {t('submit.balance', { balance: quote.balance })}
            {isShort && (
              <>
                {' '}
                <Link to={AppPath.Recharge}>{t('submit.topUp')}</Link>
              </>
            )}
          </p>
          {quote.blockedBy === 'busy' && (
            <p className="sr-muted" data-testid="sr-busy">
              {t('submit.busy')}
            </p>
          )}
        </>
      )}
      {error && <Alert type="error" showIcon title={error} data-testid="sr-submit-error" />}
      <Button
        type="primary"
        size="large"
        block
        icon={<ThunderboltOutlined />}
        loading={isSubmitting}
        onClick={onSubmit}
        data-testid="sr-submit"
      >
        {t('submit.button')}
      </Button>
    </section>
  );
}
