import { ExperimentOutlined, ScissorOutlined } from '@ant-design/icons';
import { Alert, Button, Radio, message } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  AI_MODEL_INPUT,
  AI_MODEL_KINDS,
  Price,
  ResultCode,
  type TAiModelDefaults,
  type TAiModelKind,
  type TAiModelPermission,
} from '@orator/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { envelopeText, isEnvelope, parseCode } from '../../../shared/api/envelope';
import { BYTES_PER_MB } from '../../../shared/lib/media-format';
import { usePictureUploads } from '../../../shared/lib/use-picture-uploads';
import { useRefreshCurrentUser } from '../../../shared/session/get-current-user';
import { useInsufficientBalance } from '../../../shared/ui/insufficient-balance';
import { UpgradePrompt } from '../../../shared/ui/upgrade-prompt';
import {
  uploadModelPicture,
  useAiModelDefaults,
  useAiModelPermission,
  useAiModelStatus,
  useGenerateAiModel,
} from '../api/ai-model-api';
import { ModelPicker, type TModelChoice } from '../components/model-picker';
import { PictureList } from '../../../shared/ui/picture-list';
import { pictureTexts } from '../components/picture-texts';
import { TryOnResult } from '../components/try-on-result';
import { modelPictureProblem } from '../input-rules';
import '../ai-model.css';

/** What this installation really does with the photos, so nobody expects a model it does not have. */
function EngineLine({ defaults }: { defaults: TAiModelDefaults }) {
  const { t } = useTranslation('aiModel');
  return (
    <p className="ai-model-page__engine" data-testid="ai-model-engine-line" data-engine={defaults.engine}>
      {defaults.engine === 'composed' ? <ScissorOutlined /> : <ExperimentOutlined />} {t(`engine.${defaults.engine}`)}
    </p>
  );
}

type TBlocked = 'busy' | 'balance' | 'uploading' | 'products' | 'person';

function blockedReason(
  permission: TAiModelPermission | undefined,
  draft: { products: number; isUploading: boolean; hasPerson: boolean },
): TBlocked | undefined {
  if (permission && permission.processing >= permission.concurrentLimit) return 'busy';
  if (permission && !permission.isPermission) return 'balance';
  if (draft.isUploading) return 'uploading';
  if (draft.products < AI_MODEL_INPUT.minImages) return 'products';
  if (!draft.hasPerson) return 'person';
  return undefined;
}

/** SPEC 2 /real-life-model: a product of 4 to 10 photos shown worn by a stock model or the user's own portrait. */
export default function AiModelPage() {
  const { t } = useTranslation('aiModel');
  const { t: tMessage } = useTranslation('messages');
  const defaults = useAiModelDefaults();
  const permission = useAiModelPermission();
  const products = usePictureUploads({
    max: AI_MODEL_INPUT.maxImages,
    check: modelPictureProblem,
    upload: uploadModelPicture,
  });
  const own = usePictureUploads({ max: 1, check: modelPictureProblem, upload: uploadModelPicture });
  const generate = useGenerateAiModel();
  const balance = useInsufficientBalance();
  const refreshUser = useRefreshCurrentUser();
  const [kind, setKind] = useState<TAiModelKind>('glasses');
  const [searchParams] = useSearchParams();
  // ?model=own (the ModelCustom page's button) opens the page with the user's own photo chosen.
  const [chosenModel, setChosenModel] = useState<TModelChoice | undefined>(
    searchParams.get('model') === 'own' ? { type: 'own' } : undefined,
  );
  const [error, setError] = useState<string | null>(null);
  const [isUpgradeOpen, setUpgradeOpen] = useState(false);
  const [shownId, setShownId] = useState<number>();
  const shown = useAiModelStatus(shownId);

  const stockModels = defaults.data?.stockModels ?? [];
  const model: TModelChoice =
    chosenModel ?? (stockModels[0] ? { type: 'stock', id: stockModels[0].id } : { type: 'own' });
  const personFileId = own.readyIds[0];
  const blocked = blockedReason(permission.data, {
    products: products.readyIds.length,
    isUploading: products.isUploading || own.isUploading,
    hasPerson: model.type === 'stock' || personFileId !== undefined,
  });

  function addProducts(files: File[]) {
    if (products.add(files) > 0) void message.warning(t('products.full', { max: AI_MODEL_INPUT.maxImages }));
  }

  async function submit() {
    setError(null);
    const person = model.type === 'stock' ? { stockModelId: model.id } : { personFileId };
    const result = await generate
      .mutateAsync({ kind, productFileIds: products.readyIds, ...person })
      .catch((refusal: unknown) => {
        setError(isApiError(refusal) ? refusal.message : tMessage('serverError'));
        return undefined;
      });
    if (!result || balance.handle(result, 'aiModel')) return;
    if (isEnvelope(result)) {
      if (parseCode(result.code) === ResultCode.NeedsUpgrade) setUpgradeOpen(true);
      else setError(envelopeText(result) || tMessage('serverError'));
      return;
    }
    setShownId(result.id);
    // The held K-coins leave the balance shown in the header at once.
    void refreshUser();
  }

  const supported = defaults.data?.kinds ?? [];
  return (
    <div className="ai-model-page">
      <header className="ai-model-page__header">
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
        {defaults.data && <EngineLine defaults={defaults.data} />}
      </header>
      <div className="ai-model-page__work">
        <div className="ai-model-page__controls">
          <section className="ai-model-section" aria-label={t('kind.title')}>
            <h3>{t('kind.title')}</h3>
            <Radio.Group
              value={kind}
              onChange={(event) => setKind(event.target.value as TAiModelKind)}
              optionType="button"
              options={AI_MODEL_KINDS.map((value) => ({
                value,
                label: t(`kind.${value}`),
                disabled: defaults.isSuccess && !supported.includes(value),
              }))}
              data-testid="ai-model-kind"
            />
            {defaults.isSuccess && AI_MODEL_KINDS.some((value) => !supported.includes(value)) && (
              <p className="ai-model-muted" data-testid="ai-model-kind-note">
                {t('kind.needsServer')}
              </p>
            )}
            {kind === 'clothing' && defaults.data?.engine === 'composed' && (
              <p className="ai-model-muted" data-testid="ai-model-clothing-note">
                {t('kind.clothingPreview')}
              </p>
            )}
          </section>
          <section className="ai-model-section" aria-label={t('products.title')}>
            <h3>
              {t('products.title')}{' '}
              <span className="ai-model-muted" data-testid="ai-model-product-count">
                {t('products.count', { count: products.readyIds.length, max: AI_MODEL_INPUT.maxImages })}
              </span>
            </h3>
            <PictureList
              testIdPrefix="ai-model-product"
              pictures={products.pictures}
              isFull={products.isFull}
              texts={pictureTexts(
                t,
                t('products.rules', {
                  min: AI_MODEL_INPUT.minImages,
                  max: AI_MODEL_INPUT.maxImages,
                  px: AI_MODEL_INPUT.minPxExclusive,
                  maxPx: AI_MODEL_INPUT.maxPx,
                  mb: AI_MODEL_INPUT.maxBytes / BYTES_PER_MB,
                }),
              )}
              onAdd={addProducts}
              onRemove={products.remove}
            />
          </section>
          <ModelPicker stockModels={stockModels} choice={model} onChoose={setChosenModel} own={own} />
          <section className="ai-model-section">
            <p data-testid="ai-model-price">
              {t('generate.price', { price: permission.data?.price ?? Price.aiModelKcoinPerGeneration })}
            </p>
            {blocked && (
              <p className="ai-model-muted" data-testid="ai-model-blocked">
                {t(`blocked.${blocked}`, { min: AI_MODEL_INPUT.minImages })}
              </p>
            )}
            {error && <Alert type="error" showIcon title={error} data-testid="ai-model-submit-error" />}
            <Button
              type="primary"
              size="large"
              block
              disabled={!defaults.isSuccess || (blocked !== undefined && blocked !== 'balance')}
              loading={generate.isPending}
              onClick={() => void submit()}
              data-testid="ai-model-generate"
            >
              {t('generate.button')}
            </Button>
          </section>
        </div>
        <div className="ai-model-page__result">
          <TryOnResult task={shown.data} isLoading={shownId !== undefined && shown.isPending} />
        </div>
      </div>
      {balance.dialog}
      <UpgradePrompt isOpen={isUpgradeOpen} onClose={() => setUpgradeOpen(false)} />
    </div>
  );
}
