import { ExperimentOutlined, ScissorOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AI_PHOTO_INPUT,
  AI_PHOTO_SIZES,
  AI_PHOTO_VARIANTS,
  ResultCode,
  toLocale,
  type TAiPhotoDefaults,
  type TAiPhotoPermission,
  type TAiPhotoSize,
} from '@orator/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { envelopeText, isEnvelope, parseCode } from '../../../shared/api/envelope';
import { usePictureUploads } from '../../../shared/lib/use-picture-uploads';
import { useRefreshCurrentUser } from '../../../shared/session/get-current-user';
import { useInsufficientBalance } from '../../../shared/ui/insufficient-balance';
import { UpgradePrompt } from '../../../shared/ui/upgrade-prompt';
import {
  uploadAiPhotoReference,
  useAiPhotoDefaults,
  useAiPhotoPermission,
  useAiPhotoStatus,
  useGenerateAiPhoto,
  useOngoingAiPhotos,
} from '../api/ai-photo-api';
import { GeneratePanel, type TBlockedReason } from '../components/generate-panel';
import { HistoryList } from '../components/history-list';
import { PromptPanel } from '../components/prompt-panel';
import { ReferencePictures } from '../components/reference-pictures';
import { ResultPanel } from '../components/result-panel';
import { referenceProblem } from '../input-rules';
import '../image-generator.css';

/** What this installation really does with the pictures, so nobody expects a model it does not have. */
function EngineLine({ defaults }: { defaults: TAiPhotoDefaults }) {
  const { t } = useTranslation('imageGenerator');
  const isComposed = defaults.engine === 'composed';
  return (
    <p className="ai-photo-page__engine" data-testid="ai-photo-engine-line" data-engine={defaults.engine}>
      {isComposed ? <ScissorOutlined /> : <ExperimentOutlined />} {t(`engine.${defaults.engine}`)}
    </p>
  );
}

interface TDraft {
  prompt: string;
  readyCount: number;
  isUploading: boolean;
}

function blockedReason(
  permission: TAiPhotoPermission | undefined,
  defaults: TAiPhotoDefaults | undefined,
  draft: TDraft,
): TBlockedReason | undefined {
  if (permission && permission.processing >= permission.concurrentLimit) return { kind: 'busy' };
  if (permission && !permission.isPermission)
    return { kind: 'balance', cost: permission.cost, balance: permission.balance };
  if (draft.isUploading) return { kind: 'uploading' };
  if (defaults?.referenceRequired && draft.readyCount === 0) return { kind: 'referenceRequired' };
  if (draft.readyCount === 0 && draft.prompt.trim() === '') return { kind: 'promptRequired' };
  return undefined;
}

/** SPEC 2 /image-generator: product photos from up to three pictures and a description, four at a time. */
export default function ImageGeneratorPage() {
  const { t, i18n } = useTranslation('imageGenerator');
  const { t: tMessage } = useTranslation('messages');
  const defaults = useAiPhotoDefaults(toLocale(i18n.language));
  const permission = useAiPhotoPermission();
  const ongoing = useOngoingAiPhotos();
  const references = usePictureUploads({
    max: AI_PHOTO_INPUT.maxReferences,
    check: referenceProblem,
    upload: uploadAiPhotoReference,
  });
  const generate = useGenerateAiPhoto();
  const balance = useInsufficientBalance();
  const refreshUser = useRefreshCurrentUser();
  const [prompt, setPrompt] = useState('');
  const [size, setSize] = useState<TAiPhotoSize>(AI_PHOTO_SIZES[0]);
  const [error, setError] = useState<string | null>(null);
  const [isUpgradeOpen, setUpgradeOpen] = useState(false);
  // The request on screen: the one asked for last, or one still being made when the page opened.
  const [chosenId, setChosenId] = useState<number | null>();
  const shownId = chosenId === undefined ? ongoing.data?.[0]?.id : (chosenId ?? undefined);
  const shown = useAiPhotoStatus(shownId);

  const blocked = blockedReason(permission.data, defaults.data, {
    prompt,
    readyCount: references.readyIds.length,
    isUploading: references.isUploading,
  });

  async function submit() {
    setError(null);
    const result = await generate
      .mutateAsync({ prompt: prompt.trim(), referenceFileIds: references.readyIds, size })
      .catch((refusal: unknown) => {
        setError(isApiError(refusal) ? refusal.message : tMessage('serverError'));
        return undefined;
      });
    if (!result || balance.handle(result)) return;
    if (isEnvelope(result)) {
      if (parseCode(result.code) === ResultCode.NeedsUpgrade) setUpgradeOpen(true);
      else setError(envelopeText(result) || tMessage('serverError'));
      return;
    }
    setChosenId(result.id);
    // The held K-coins leave the balance shown in the header at once.
    void refreshUser();
  }

  return (
    <div className="ai-photo-page">
      <header className="ai-photo-page__header">
        <h1>{t('title')}</h1>
        <p>{t('subtitle', { variants: defaults.data?.variants ?? AI_PHOTO_VARIANTS })}</p>
        {defaults.data && <EngineLine defaults={defaults.data} />}
      </header>
      <div className="ai-photo-page__work">
        <div className="ai-photo-page__controls">
          <ReferencePictures
            references={references.pictures}
            isFull={references.isFull}
            isRequired={defaults.data?.referenceRequired ?? false}
            onAdd={references.add}
            onRemove={references.remove}
          />
          <PromptPanel prompt={prompt} onChange={setPrompt} samplePrompts={defaults.data?.samplePrompts ?? []} />
          <GeneratePanel
            sizes={defaults.data?.sizes ?? AI_PHOTO_SIZES}
            size={size}
            onSizeChange={setSize}
            permission={permission.data}
            blocked={blocked}
            isReady={defaults.isSuccess}
            isGenerating={generate.isPending}
            error={error}
            onGenerate={() => void submit()}
          />
        </div>
        <div className="ai-photo-page__result">
          <ResultPanel
            task={shown.data}
            isLoading={shownId !== undefined && shown.isPending}
            variants={defaults.data?.variants ?? AI_PHOTO_VARIANTS}
          />
        </div>
      </div>
      <HistoryList
        shownId={shownId}
        onOpen={setChosenId}
        onDeleted={(id) => (id === shownId ? setChosenId(null) : undefined)}
      />
      {balance.dialog}
      <UpgradePrompt isOpen={isUpgradeOpen} onClose={() => setUpgradeOpen(false)} />
    </div>
  );
}
