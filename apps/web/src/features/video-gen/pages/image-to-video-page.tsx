import { message } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  toLocale,
  VIDEO_GEN_INPUT,
  VIDEO_GEN_RATIOS,
  type TVideoGenRatio,
  type TVideoGenTemplateImage,
} from '@orator/contracts';
import { BYTES_PER_MB } from '../../../shared/lib/media-format';
import { usePictureUploads } from '../../../shared/lib/use-picture-uploads';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { UpgradePrompt } from '../../../shared/ui/upgrade-prompt';
import {
  uploadVideoGenPicture,
  useSubmitImageToVideo,
  useVideoGenDefaults,
  useVideoGenDetail,
} from '../api/video-gen-api';
import { ClipHistory } from '../components/clip-history';
import { ClipResult } from '../components/clip-result';
import { ClipSettings } from '../components/clip-settings';
import { EngineLine } from '../components/engine-line';
import { PictureList } from '../components/picture-list';
import { PromptPanel } from '../components/prompt-panel';
import { SubmitPanel, type TVideoGenBlocked } from '../components/submit-panel';
import { TemplateStrip } from '../components/template-strip';
import { VideoArtPanel } from '../components/video-art-panel';
import { videoGenPictureProblem } from '../input-rules';
import { useClipSubmission } from '../use-clip-submission';
import '../video-gen.css';

/** SPEC 2 /ai-character-generation: a 5-10 s clip from one to four of the user's pictures and a prompt. */
export default function ImageToVideoPage() {
  const { t, i18n } = useTranslation('videoGen');
  const defaults = useVideoGenDefaults(toLocale(i18n.language));
  const { data: user } = useCurrentUser();
  const pictures = usePictureUploads({
    max: VIDEO_GEN_INPUT.maxImages,
    check: videoGenPictureProblem,
    upload: uploadVideoGenPicture,
  });
  const submit = useSubmitImageToVideo();
  const submission = useClipSubmission();
  const shown = useVideoGenDetail(submission.shownId);
  const [prompt, setPrompt] = useState('');
  const resultRef = useRef<HTMLDivElement>(null);
  const [ratio, setRatio] = useState<TVideoGenRatio>('16:9');
  const [durationSec, setDurationSec] = useState<number>(VIDEO_GEN_INPUT.minDurationSec);

  const blocked: TVideoGenBlocked | undefined = pictures.isUploading
    ? 'uploading'
    : pictures.readyIds.length === 0
      ? 'pictures'
      : undefined;

  const warnFull = () => void message.warning(t('pictures.full', { max: VIDEO_GEN_INPUT.maxImages }));

  function addPictures(files: File[]) {
    if (pictures.add(files) > 0) warnFull();
  }

  function addStored(picture: { name: string; fileId: number; localUrl: string }) {
    if (!pictures.addStored(picture)) warnFull();
  }

  /** A template picture is filmed with its own prompt unless the user has written one. */
  function addTemplate(template: TVideoGenTemplateImage, fileId: number) {
    addStored({ name: template.prompt, fileId, localUrl: template.url });
    // Read at the copy's answer: the user may have typed meanwhile.
    setPrompt((current) => (current.trim() ? current : template.prompt));
  }

  /** A clip of the history opens in the result panel, which the history lies far below. */
  function openClip(id: number) {
    submission.show(id);
    resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }

  return (
    <div className="video-gen-page" data-testid="image-to-video-page">
      <header className="video-gen-page__header">
        <h1>{t('image.title')}</h1>
        <p>{t('image.subtitle', { max: VIDEO_GEN_INPUT.maxImages })}</p>
        {defaults.data && <EngineLine engine={defaults.data.engine} kind="image" />}
      </header>
      <div className="video-gen-page__work">
        <div className="video-gen-page__controls">
          <section className="video-gen-section" aria-label={t('pictures.title')}>
            <h3>
              {t('pictures.title')}{' '}
              <span className="video-gen-muted" data-testid="video-gen-picture-count">
                {t('pictures.count', { count: pictures.readyIds.length, max: VIDEO_GEN_INPUT.maxImages })}
              </span>
            </h3>
            <PictureList
              pictures={pictures.pictures}
              isFull={pictures.isFull}
              hint={t('pictures.rules', {
                max: VIDEO_GEN_INPUT.maxImages,
                px: VIDEO_GEN_INPUT.minPx,
                mb: VIDEO_GEN_INPUT.maxBytes / BYTES_PER_MB,
              })}
              onAdd={addPictures}
              onRemove={pictures.remove}
            />
            <TemplateStrip ratio={ratio} isFull={pictures.isFull} onFull={warnFull} onCopied={addTemplate} />
          </section>
          <VideoArtPanel ratio={ratio} isFull={pictures.isFull} onFull={warnFull} onAdd={addStored} />
          <PromptPanel
            prompt={prompt}
            onChange={setPrompt}
            maxLength={VIDEO_GEN_INPUT.maxPromptLength}
            promptWords={defaults.data?.promptWords ?? []}
          />
          <ClipSettings
            ratios={defaults.data?.ratios ?? VIDEO_GEN_RATIOS}
            ratio={ratio}
            onRatio={setRatio}
            durationSec={durationSec}
            onDuration={setDurationSec}
          />
          <SubmitPanel
            price={defaults.data?.price}
            balance={user?.kCoinBalance}
            blocked={blocked}
            isReady={defaults.isSuccess}
            isSubmitting={submit.isPending}
            error={submission.error}
            onSubmit={() =>
              void submission.run(() =>
                submit.mutateAsync({ imageFileIds: pictures.readyIds, prompt: prompt.trim(), ratio, durationSec }),
              )
            }
          />
        </div>
        <div className="video-gen-page__result" ref={resultRef}>
          <ClipResult
            task={shown.data}
            isLoading={submission.shownId !== undefined && shown.isPending}
            onDeleted={submission.forget}
          />
        </div>
      </div>
      <ClipHistory shownId={submission.shownId} onOpen={openClip} onDeleted={submission.forget} />
      {submission.balanceDialog}
      <UpgradePrompt isOpen={submission.isUpgradeOpen} onClose={submission.closeUpgrade} />
    </div>
  );
}
