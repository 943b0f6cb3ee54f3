import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_GEN_INPUT } from '@orator/contracts';
import { StudioProvider, useStudio } from '../../create-video';
import { useSubmitTextToVideo } from '../api/video-gen-api';
import { ClipWorkspace, useClipWorkspace } from '../components/clip-workspace';
import { NarrationPanel } from '../components/narration-panel';
import type { TVideoGenBlocked } from '../components/submit-panel';
import '../video-gen.css';

function TextToVideo() {
  const { t } = useTranslation('videoGen');
  const workspace = useClipWorkspace();
  const { submission, ratio, durationSec } = workspace;
  const submit = useSubmitTextToVideo();
  const voice = useStudio((state) => state.voice);
  const [text, setText] = useState('');
  const [isNarrated, setNarrated] = useState(false);
  const [hasSubtitles, setSubtitles] = useState(true);

  const voiceId = isNarrated ? voice?.voiceId : undefined;
  const blocked: TVideoGenBlocked | undefined =
    text.trim() === '' ? 'text' : isNarrated && !voiceId ? 'voice' : undefined;

  return (
    <ClipWorkspace
      workspace={workspace}
      kind="text"
      testId="text-to-video-page"
      title={t('text.title')}
      subtitle={t('text.subtitle')}
      blocked={blocked}
      isSubmitting={submit.isPending}
      onSubmit={() =>
        void submission.run(() =>
          submit.mutateAsync({
            text: text.trim(),
            ratio,
            durationSec,
            ...(voiceId ? { voiceId, hasSubtitles } : {}),
          }),
        )
      }
    >
      <section className="video-gen-section" aria-label={t('script.title')}>
        <h3>{t('script.title')}</h3>
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={VIDEO_GEN_INPUT.maxTextLength}
          showCount
          autoSize={{ minRows: 4, maxRows: 10 }}
          placeholder={t('script.placeholder')}
          aria-label={t('script.title')}
          data-testid="video-gen-text"
        />
        <p className="video-gen-muted video-gen-below-count">{t('script.hint')}</p>
      </section>
      <NarrationPanel
        isNarrated={isNarrated}
        onNarrated={setNarrated}
        voice={voice}
        hasSubtitles={hasSubtitles}
        onSubtitles={setSubtitles}
      />
    </ClipWorkspace>
  );
}

/**
 * SPEC 2 /aivideogen: a 5-10 s clip from a few sentences, optionally narrated by a voice of the library and
 * subtitled. The voice picker is the /create page's, which keeps its choice in a studio state of its own.
 */
export default function TextToVideoPage() {
  return (
    <StudioProvider>
      <TextToVideo />
    </StudioProvider>
  );
}
