import { message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_GEN_INPUT, type TVideoGenTemplateImage } from '@orator/contracts';
import { BYTES_PER_MB } from '../../../shared/lib/media-format';
import { usePictureUploads } from '../../../shared/lib/use-picture-uploads';
import { PictureList } from '../../../shared/ui/picture-list';
import { uploadVideoGenPicture, useSubmitImageToVideo } from '../api/video-gen-api';
import { ClipWorkspace, useClipWorkspace } from '../components/clip-workspace';
import { PromptPanel } from '../components/prompt-panel';
import type { TVideoGenBlocked } from '../components/submit-panel';
import { TemplateStrip } from '../components/template-strip';
import { VideoArtPanel } from '../components/video-art-panel';
import { videoGenPictureProblem } from '../input-rules';
import '../video-gen.css';

/** SPEC 2 /ai-character-generation: a 5-10 s clip from one to four of the user's pictures and a prompt. */
export default function ImageToVideoPage() {
  const { t } = useTranslation('videoGen');
  const workspace = useClipWorkspace();
  const { defaults, submission, ratio, durationSec } = workspace;
  const pictures = usePictureUploads({
    max: VIDEO_GEN_INPUT.maxImages,
    check: videoGenPictureProblem,
    upload: uploadVideoGenPicture,
  });
  const submit = useSubmitImageToVideo();
  const [prompt, setPrompt] = useState('');

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

  return (
    <ClipWorkspace
      workspace={workspace}
      kind="image"
      testId="image-to-video-page"
      title={t('image.title')}
      subtitle={t('image.subtitle', { max: VIDEO_GEN_INPUT.maxImages })}
      blocked={blocked}
      isSubmitting={submit.isPending}
      onSubmit={() =>
        void submission.run(() =>
          submit.mutateAsync({ imageFileIds: pictures.readyIds, prompt: prompt.trim(), ratio, durationSec }),
        )
      }
    >
      <section className="video-gen-section" aria-label={t('pictures.title')}>
        <h3>
          {t('pictures.title')}{' '}
          <span className="video-gen-muted" data-testid="video-gen-picture-count">
            {t('pictures.count', { count: pictures.readyIds.length, max: VIDEO_GEN_INPUT.maxImages })}
          </span>
        </h3>
        <PictureList
          testIdPrefix="video-gen-picture"
          pictures={pictures.pictures}
          isFull={pictures.isFull}
          texts={{
            dropHint: t('pictures.dropHint'),
            hint: t('pictures.rules', {
              max: VIDEO_GEN_INPUT.maxImages,
              px: VIDEO_GEN_INPUT.minPx,
              mb: VIDEO_GEN_INPUT.maxBytes / BYTES_PER_MB,
            }),
            uploading: t('pictures.uploading'),
            remove: (name) => t('pictures.remove', { name }),
          }}
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
    </ClipWorkspace>
  );
}
