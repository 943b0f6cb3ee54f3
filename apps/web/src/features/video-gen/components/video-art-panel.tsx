import { PictureOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Price, VIDEO_GEN_INPUT, type TVideoArtImage, type TVideoGenRatio } from '@orator/contracts';
import { fetchFileBlob } from '../../../shared/api/download-file';
import { useStoredFile } from '../../../shared/api/use-stored-file';
import { useObjectUrl } from '../../../shared/lib/use-object-url';
import { UpgradePrompt } from '../../../shared/ui/upgrade-prompt';
import { useImageEngine, useMakeVideoArtImage, useVideoArtImages } from '../api/video-gen-api';
import { useRefusals } from '../use-clip-submission';

interface TVideoArtPanelProps {
  ratio: TVideoGenRatio;
  /** A full list makes no new picture (it may be paid for). */
  isFull: boolean;
  onFull: () => void;
  /** A picture to add to the list: its file and a local address of its bytes, which the list then owns. */
  onAdd: (picture: { name: string; fileId: number; localUrl: string }) => void;
}

/** What a made picture is, from the server's answer: picked from a painted scene (free) or drawn (and its cost). */
function MadeLine({ image }: { image: TVideoArtImage }) {
  const { t } = useTranslation('videoGen');
  const text =
    image.engine === 'composed'
      ? t('art.madeComposed')
      : image.costKcoins > 0
        ? t('art.madeGenerated', { cost: image.costKcoins })
        : t('art.madeGeneratedFree');
  return (
    <p className="video-gen-muted" data-testid="video-gen-art-made" data-engine={image.engine}>
      {text}
    </p>
  );
}

/** An earlier picture, shown from its bytes (files are served to their owner only), added again on a click. */
function RecentPicture({ image, onPick }: { image: TVideoArtImage; onPick: (blob: Blob) => void }) {
  const { t } = useTranslation('videoGen');
  const stored = useStoredFile(image.fileId);
  const url = useObjectUrl(stored.data);
  return (
    <li>
      <button
        type="button"
        className="video-gen-templates__item"
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
        disabled={!stored.data}
        onClick={() => stored.data && onPick(stored.data)}
        title={image.prompt}
        aria-label={t('art.addAgain', { prompt: image.prompt })}
        data-testid={`video-gen-art-recent-${image.id}`}
      >
        {url && <img src={url} alt="" />}
      </button>
    </li>
  );
}

/** Video art: a picture made from a description, to film; and the user's earlier ones, to film again. */
export function VideoArtPanel({ ratio, isFull, onFull, onAdd }: TVideoArtPanelProps) {
  const { t } = useTranslation('videoGen');
  const engine = useImageEngine();
  const recent = useVideoArtImages();
  const make = useMakeVideoArtImage();
  const refusals = useRefusals('general');
  const [prompt, setPrompt] = useState('');
  const [made, setMade] = useState<TVideoArtImage>();

  function add(image: TVideoArtImage, blob: Blob | undefined) {
    // Without its bytes the thumbnail is blank, but the picture is still the user's to film.
    const localUrl = blob ? URL.createObjectURL(blob) : image.fileUrl;
    onAdd({ name: image.prompt, fileId: image.fileId, localUrl });
  }

  async function submit() {
    if (isFull) return onFull();
    setMade(undefined);
    const image = await refusals.run(() => make.mutateAsync({ prompt: prompt.trim(), ratio }));
    if (!image) return;
    setMade(image);
    add(image, await fetchFileBlob(image.fileId).catch(() => undefined));
  }

  const records = recent.data?.records ?? [];
  return (
    <section className="video-gen-section video-gen-art" aria-label={t('art.title')} data-testid="video-gen-art">
      <h3>{t('art.title')}</h3>
      {engine.data && (
        <p className="video-gen-muted" data-testid="video-gen-art-engine">
          {engine.data === 'composed' ? t('art.composed') : t('art.generated', { price: Price.aiPhotoKcoinPerRequest })}
        </p>
      )}
      <div className="video-gen-art__form">
        <Input
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          maxLength={VIDEO_GEN_INPUT.maxPromptLength}
          placeholder={t('art.placeholder')}
          aria-label={t('art.title')}
          onPressEnter={() => prompt.trim() && !make.isPending && void submit()}
          data-testid="video-gen-art-prompt"
        />
        <Button
          icon={<PictureOutlined />}
          loading={make.isPending}
          disabled={!prompt.trim()}
          onClick={() => void submit()}
          data-testid="video-gen-art-submit"
        >
          {t('art.button')}
        </Button>
      </div>
      {refusals.error && (
        <div className="video-gen-error-text" role="alert" data-testid="video-gen-art-error">
          {refusals.error}
        </div>
      )}
      {made && <MadeLine image={made} />}
      {records.length > 0 && (
        <>
          <p className="video-gen-muted video-gen-art__recent">{t('art.recent')}</p>
          <ul className="video-gen-templates__list">
            {records.map((image) => (
              <RecentPicture key={image.id} image={image} onPick={(blob) => add(image, blob)} />
            ))}
          </ul>
        </>
      )}
      {refusals.balanceDialog}
      <UpgradePrompt isOpen={refusals.isUpgradeOpen} onClose={refusals.closeUpgrade} />
    </section>
  );
}
