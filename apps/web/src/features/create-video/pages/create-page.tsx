import { Card } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useIsMobile } from '../../../shared/lib/use-is-mobile';
import { useClientState } from '../../../shared/state/client-state';
import { useTaskPermission } from '../api/get-task-permission';
import type { TAvatarTab } from '../components/avatar-picker';
import { SampleAudio } from '../components/sample-audio';
import { ScriptPanel } from '../components/script-panel';
import { StudioRail, StudioSections, useStudioPanels } from '../components/studio-panels';
import { SubmitPanel } from '../components/submit-panel';
import { TaskNameField } from '../components/task-name-field';
import { VideoFormat } from '../components/video-format';
import { PreviewCanvas } from '../preview/preview-canvas';
import { StudioProvider } from '../studio/studio-context';
import { useChosenAvatar, useChosenVoice } from '../studio/use-studio-choices';
import './create-page.css';

/** The sidebar's talking-photo entry opens this page with ?tab=talkingPhoto, on the user's photos. */
function avatarTabFrom(search: URLSearchParams): TAvatarTab {
  const tab = search.get('tab');
  return tab === 'talkingPhoto' ? 'photos' : tab === 'clones' ? 'clones' : 'presenters';
}

/** SPEC 2 /create: text or audio to an avatar video. */
export default function CreatePage() {
  const [search] = useSearchParams();
  // Copy sent from the marketing page becomes the script of this visit only.
  const [carriedScript] = useState(() => useClientState.getState().marketingText);
  useEffect(() => {
    if (carriedScript) useClientState.getState().setMarketingText('');
  }, [carriedScript]);
  return (
    <StudioProvider initial={carriedScript ? { script: carriedScript } : undefined}>
      <Studio initialAvatarTab={avatarTabFrom(search)} />
    </StudioProvider>
  );
}

function Studio({ initialAvatarTab }: { initialAvatarTab: TAvatarTab }) {
  const isMobile = useIsMobile();
  const avatar = useChosenAvatar();
  const voice = useChosenVoice(avatar);
  const permission = useTaskPermission().data;
  const panels = useStudioPanels({ avatar, voice, initialAvatarTab });

  const stage = (
    <section className="studio__stage">
      <VideoFormat />
      <PreviewCanvas avatar={avatar} />
    </section>
  );
  const script = (
    <Card size="small" className="studio__script">
      <TaskNameField />
      <ScriptPanel limit={permission?.scriptCharacterLimit} />
    </Card>
  );
  const submit = (
    <Card size="small" className="studio__submit">
      <SubmitPanel avatar={avatar} voice={voice} permission={permission} />
    </Card>
  );

  return (
    <div className={isMobile ? 'studio studio--mobile' : 'studio'} data-testid="create-studio">
      {isMobile ? (
        <>
          {stage}
          {script}
          <StudioSections panels={panels} className="studio__section" />
          {submit}
        </>
      ) : (
        <>
          <StudioRail panels={panels} className="studio__settings" />
          {stage}
          <div className="studio__side">
            {script}
            {submit}
          </div>
        </>
      )}
      <SampleAudio />
    </div>
  );
}
