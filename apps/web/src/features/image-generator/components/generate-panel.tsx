import { ThunderboltOutlined } from '@ant-design/icons';
import { Alert, Button, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAiPhotoPermission, TAiPhotoSize } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';

/** The shape each size gives: the catalogue names it, the pixels follow in small print. */
const SIZE_SHAPES: Record<TAiPhotoSize, 'square' | 'portrait' | 'landscape'> = {
  '1024x1024': 'square',
  '768x1024': 'portrait',
  '1024x768': 'landscape',
};

/** Why Generate cannot be pressed yet, most pressing first; undefined when it can. */
export type TBlockedReason =
  | { kind: 'busy' }
  | { kind: 'balance'; cost: number; balance: number }
  | { kind: 'referenceRequired' }
  | { kind: 'promptRequired' }
  | { kind: 'uploading' };

interface TGeneratePanelProps {
  sizes: readonly TAiPhotoSize[];
  size: TAiPhotoSize;
  onSizeChange: (size: TAiPhotoSize) => void;
  permission: TAiPhotoPermission | undefined;
  blocked: TBlockedReason | undefined;
  /** The installation's rules are known (whether a picture is needed). */
  isReady: boolean;
  isGenerating: boolean;
  error: string | null;
  onGenerate: () => void;
}

function BlockedLine({ reason }: { reason: TBlockedReason }) {
  const { t } = useTranslation('imageGenerator');
  const { t: tMessage } = useTranslation('messages');
  let text: string;
  if (reason.kind === 'busy') text = tMessage('aiPhotoBusy');
  else if (reason.kind === 'balance') text = t('blocked.balance', { cost: reason.cost, balance: reason.balance });
  else if (reason.kind === 'referenceRequired') text = tMessage('aiPhotoReferenceRequired');
  else if (reason.kind === 'promptRequired') text = tMessage('aiPhotoPromptRequired');
  else text = t('blocked.uploading');
  return (
    <p className="ai-photo-blocked" data-testid="ai-photo-blocked" data-reason={reason.kind}>
      {text}
      {reason.kind === 'balance' && (
        <>
          {' '}
          <Link to={AppPath.Recharge}>{t('blocked.topUp')}</Link>
        </>
      )}
    </p>
  );
}

/** The size, what the request costs, and the Generate button with the reason it cannot be pressed. */
export function GeneratePanel(props: TGeneratePanelProps) {
  const { sizes, size, onSizeChange, permission, blocked, isReady, isGenerating, error, onGenerate } = props;
  const { t } = useTranslation('imageGenerator');
  const { t: tCommon } = useTranslation('common');
  const freeUse = permission?.freeUses.thisUse;
  const allowance =
    permission &&
    (freeUse !== null && freeUse !== undefined
      ? tCommon('charge.freeUse', { use: freeUse, total: permission.freeUses.total })
      : tCommon('charge.charged', { count: permission.cost }));

  return (
    <section className="ai-photo-generate" aria-label={t('generate')}>
      <h3>{t('size.title')}</h3>
      <Radio.Group
        value={size}
        onChange={(event) => onSizeChange(event.target.value as TAiPhotoSize)}
        optionType="button"
        className="ai-photo-generate__sizes"
      >
        {sizes.map((option) => (
          <Radio.Button key={option} value={option}>
            <span data-testid={`ai-photo-size-${SIZE_SHAPES[option]}`}>{t(`size.${SIZE_SHAPES[option]}`)}</span>
            <span className="ai-photo-muted ai-photo-small ai-photo-generate__pixels">{option.replace('x', '×')}</span>
          </Radio.Button>
        ))}
      </Radio.Group>
      <Button
        type="primary"
        size="large"
        block
        icon={<ThunderboltOutlined />}
        disabled={!isReady || !permission || blocked !== undefined}
        loading={isGenerating}
        onClick={onGenerate}
        data-testid="ai-photo-generate"
      >
        {t('generate')}
        {allowance && (
          <span className="ai-photo-generate__cost" data-testid="ai-photo-allowance">
            {allowance}
          </span>
        )}
      </Button>
      {isReady && blocked && <BlockedLine reason={blocked} />}
      {error && <Alert type="error" showIcon title={error} data-testid="ai-photo-generate-error" />}
    </section>
  );
}
