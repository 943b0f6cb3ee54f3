import { Alert, Button, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Price, type TDubbingQuote } from '@orator/contracts';
import { formatDuration } from '../../../shared/lib/media-format';
import { FreeUseTag, paysWithFreeUse } from '../../../shared/ui/task-charge';

interface TCostSummaryProps {
  quote: TDubbingQuote | undefined;
  /** Why the current text cannot be quoted, as the server said it. */
  refusal: string | undefined;
  isQuoting: boolean;
  isSubmitting: boolean;
  failure: string | undefined;
  onGenerate: () => void;
}

/**
 * The price before anything is charged (18 K-coins per started minute, the most it can cost), or "Free use 1 of
 * 3" while the free plan has one left, and the Generate button.
 */
export function CostSummary({ quote, refusal, isQuoting, isSubmitting, failure, onGenerate }: TCostSummaryProps) {
  const { t } = useTranslation(['dubbing', 'common']);
  const blocked = quote?.blockedBy;
  const freeUses = quote?.freeUses;
  const isFree = paysWithFreeUse(freeUses);
  return (
    <aside className="dubbing-cost" data-testid="dubbing-cost">
      <div className="dubbing-cost__figures">
        {isFree ? (
          <Statistic title={t('cost.price')} value={t('common:charge.free')} loading={isQuoting} />
        ) : (
          <Statistic
            title={t('cost.price')}
            value={quote?.price ?? '–'}
            suffix={t('cost.kcoins')}
            loading={isQuoting}
          />
        )}
        <Statistic title={t('cost.duration')} value={quote ? formatDuration(quote.estimatedSeconds) : '–'} />
        <Statistic
          title={t('cost.characters')}
          value={quote ? `${quote.characterCount} / ${quote.characterLimit}` : '–'}
        />
      </div>
      {isFree && (
        <p className="dubbing-cost__rule" data-testid="dubbing-free-use">
          <FreeUseTag freeUses={freeUses} testId="dubbing-free-use-tag" />
          {t('cost.freeNote', { total: freeUses.total })}
        </p>
      )}
      <p className="dubbing-cost__rule">
        {freeUses && !isFree && freeUses.total > 0 && (
          <span data-testid="dubbing-free-uses-used">{`${t('common:charge.freeUsesUsed', { total: freeUses.total })} `}</span>
        )}
        {t('cost.rule', { price: Price.dubbingKcoinPerMinute })}
        {quote && ` ${t('cost.balance', { count: quote.balance, balance: quote.balance })}`}
      </p>
      {refusal && <Alert type="error" showIcon message={refusal} data-testid="dubbing-refusal" />}
      {blocked && (
        <Alert type="warning" showIcon message={t(`cost.blocked.${blocked}`)} data-testid="dubbing-blocked" />
      )}
      {failure && <Alert type="error" showIcon message={failure} data-testid="dubbing-failure" />}
      <Button
        type="primary"
        size="large"
        block
        loading={isSubmitting}
        disabled={!quote || blocked === 'characterLimit'}
        onClick={onGenerate}
        data-testid="dubbing-generate"
      >
        {t('cost.generate')}
      </Button>
    </aside>
  );
}
