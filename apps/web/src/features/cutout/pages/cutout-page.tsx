import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Spin, Upload, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CUTOUT_INPUT,
  type TCutoutBackground,
  type TCutoutComposition,
  type TCutoutPermission,
} from '@orator/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { downloadFile } from '../../../shared/api/download-file';
import { useStoredFile } from '../../../shared/api/use-stored-file';
import { useObjectUrl } from '../../../shared/lib/use-object-url';
import { useComposeCutout, useCutoutDefaults, useCutoutPermission } from '../api/cutout-api';
import { BackdropPanel } from '../components/backdrop-panel';
import { BatchList } from '../components/batch-list';
import { BeforeAfter } from '../components/before-after';
import { SampleStrip } from '../components/sample-strip';
import { useCutoutBatch, type TBatchItem } from '../use-cutout-batch';
import '../cutout.css';

function AllowanceLine({ permission }: { permission: TCutoutPermission }) {
  const { t } = useTranslation('cutout');
  let text: string;
  if (permission.isUnlimited) text = t('allowance.unlimited');
  else if (permission.freeUses.thisUse !== null)
    text = t('allowance.free', {
      left: permission.freeUses.total - permission.freeUses.used,
      total: permission.freeUses.total,
    });
  else text = t('allowance.paid', { price: permission.price });
  return (
    <p className="cutout-page__allowance" data-testid="cutout-allowance">
      {text}
    </p>
  );
}

function baseName(item: TBatchItem): string {
  return item.file.name.replace(/\.[^.]+$/, '');
}

function ResultView({ item, scenes }: { item: TBatchItem; scenes: Parameters<typeof BackdropPanel>[0]['scenes'] }) {
  const { t } = useTranslation('cutout');
  const [composition, setComposition] = useState<TCutoutComposition | null>(null);
  const [composeError, setComposeError] = useState<string | null>(null);
  const compose = useComposeCutout();
  const cutout = item.cutout!;
  const shownFileId = composition?.fileId ?? cutout.resultFileId;
  const shown = useObjectUrl(useStoredFile(shownFileId).data);
  const isTransparent = !composition || composition.mimeType === 'image/png';

  const apply = (background: TCutoutBackground, shadow: boolean) => {
    setComposeError(null);
    compose.mutate(
      { cutoutId: cutout.id, background, shadow },
      {
        onSuccess: setComposition,
        onError: (error) => setComposeError(isApiError(error) ? error.message : t('composeFailed')),
      },
    );
  };

  return (
    <div className="cutout-result">
      <BeforeAfter before={item.localUrl} after={shown} isTransparent={isTransparent} />
      <div className="cutout-result__actions">
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadFile(cutout.resultFileId, `${baseName(item)}-cutout.png`)}
          data-testid="download-cutout"
        >
          {t('downloadPng')}
        </Button>
        {composition && (
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            onClick={() =>
              void downloadFile(
                composition.fileId,
                `${baseName(item)}-${composition.mimeType === 'image/png' ? 'cutout.png' : 'scene.jpg'}`,
              )
            }
            data-testid="download-composition"
          >
            {t('downloadResult')}
          </Button>
        )}
      </div>
      {composeError && <Alert type="error" showIcon message={composeError} />}
      <BackdropPanel scenes={scenes} isApplying={compose.isPending} onApply={apply} />
    </div>
  );
}

/** SPEC 2 /cutout: photos in, subjects out on transparent PNG, then onto a new background. */
export default function CutoutPage() {
  const { t } = useTranslation('cutout');
  const defaults = useCutoutDefaults();
  const permission = useCutoutPermission();
  const batch = useCutoutBatch();
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected = batch.items.find((item) => item.key === (selectedKey ?? batch.items[0]?.key));

  const addFiles = async (files: File[]) => {
    const { dropped } = await batch.add(files);
    if (dropped > 0) void message.warning(t('batchFull', { max: CUTOUT_INPUT.batchMax }));
  };

  return (
    <div className="cutout-page">
      <header className="cutout-page__header">
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
        {permission.data && <AllowanceLine permission={permission.data} />}
      </header>
      <Upload.Dragger
        multiple
        accept="image/jpeg,image/png,image/webp"
        showUploadList={false}
        beforeUpload={(file, fileList) => {
          if (file === fileList[0]) void addFiles(fileList);
          return false;
        }}
        data-testid="cutout-upload"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{t('dropHint')}</p>
        <p className="cutout-page__rules">{t('rules', { max: CUTOUT_INPUT.batchMax, px: CUTOUT_INPUT.maxPx })}</p>
      </Upload.Dragger>
      {defaults.data && <SampleStrip samples={defaults.data.samples} onPick={(file) => void addFiles([file])} />}
      {batch.items.length > 0 && (
        <div className="cutout-page__work">
          <BatchList items={batch.items} selectedKey={selected?.key ?? null} onSelect={setSelectedKey} />
          <div className="cutout-page__stage">
            {selected?.state === 'done' && defaults.data ? (
              <ResultView key={selected.key} item={selected} scenes={defaults.data.scenes} />
            ) : selected?.state === 'failed' ? (
              <Alert type="error" showIcon message={selected.error} />
            ) : (
              <div className="cutout-page__working">
                <Spin />
                <span>{t('working')}</span>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
