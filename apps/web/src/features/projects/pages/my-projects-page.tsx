import { Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AiModelHistoryTab } from '../../ai-model';
import { DubbingHistoryTab } from '../../dubbing';
import { FaceSwapHistoryTab } from '../../face-swap';
import { VideoGenHistoryTab } from '../../video-gen';
import { VideoTranslationHistoryTab } from '../../video-translation';
import { VoiceChangeHistoryTab } from '../../voice-changer';
import { ComingSoonTab } from '../components/coming-soon-tab';
import { UploadsTab } from '../components/uploads-tab';
import { VideoTab } from '../components/video-tab';
import { useKeptScroll } from '../hooks/use-kept-scroll';
import { useProjectCentre } from '../project-centre-store';
import { DEFAULT_PROJECT_TAB, PROJECT_TABS, toProjectTab, type TProjectTab } from '../project-tabs';
import './projects.css';
import { AccessibleTabs } from '../../../shared/ui/accessible-tabs';

/**
 * SPEC 2 "my": the project centre. The tab is in the address (?tab=, kept by the guard); coming back to /my
 * without one reopens the tab, page and scroll position the user left.
 */
export default function MyProjectsPage() {
  const { t } = useTranslation('projects');
  const [searchParams, setSearchParams] = useSearchParams();
  const rememberedTab = useProjectCentre((state) => state.tab);
  const rememberTab = useProjectCentre((state) => state.setTab);
  const tab = toProjectTab(searchParams.get('tab')) ?? rememberedTab;
  useKeptScroll();

  // A tab opened by its address (a link to /my?tab=videoFaceSwap) is the one to come back to.
  useEffect(() => rememberTab(tab), [tab, rememberTab]);

  function showTab(next: TProjectTab) {
    setSearchParams(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  }

  function tabContent(key: TProjectTab) {
    if (key === 'video') return <VideoTab />;
    if (key === 'uploads') return <UploadsTab />;
    if (key === 'textToSpeech') return <DubbingHistoryTab />;
    if (key === 'voiceChange') return <VoiceChangeHistoryTab />;
    if (key === 'videoTranslation') return <VideoTranslationHistoryTab />;
    if (key === 'aiModel') return <AiModelHistoryTab />;
    if (key === 'imageToVideo') return <VideoGenHistoryTab />;
    if (key === 'videoFaceSwap') return <FaceSwapHistoryTab />;
    return <ComingSoonTab tabLabel={t(`tabs.${key}`)} onShowVideos={() => showTab('video')} />;
  }

  return (
    <div className="projects-page">
      <Typography.Title level={2} className="projects-page__title">
        {t('title')}
      </Typography.Title>
      <AccessibleTabs
        activeKey={tab}
        onChange={(key) => showTab(toProjectTab(key) ?? DEFAULT_PROJECT_TAB)}
        items={PROJECT_TABS.map((key) => ({
          key,
          label: <span data-testid={`projects-tab-${key}`}>{t(`tabs.${key}`)}</span>,
          children: tabContent(key),
        }))}
        destroyOnHidden
      />
    </div>
  );
}
