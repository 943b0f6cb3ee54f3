import { FilePptOutlined, LayoutOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { estimateSlideSeconds, joinSlideScripts } from '@orator/contracts';
import {
  SampleAudio,
  SensitiveWordsAlert,
  StudioProvider,
  StudioRail,
  StudioSections,
  SubmitPanel,
  TaskNameField,
  useChosenAvatar,
  useChosenVoice,
  useStudio,
  useStudioPanels,
  useTaskPermission,
  VideoFormat,
} from '../../create-video';
import { formatDuration } from '../../../shared/lib/media-format';
import { useIsMobile } from '../../../shared/lib/use-is-mobile';
import { SlideEditor } from '../components/slide-editor';
import { SlideImporter } from '../components/slide-importer';
import { SlidePreview } from '../components/slide-preview';
import { SlideSettings } from '../components/slide-settings';
import { SlideStrip } from '../components/slide-strip';
import { slideVideo, type TSlideDeckDraft } from '../studio/slide-deck';
import { SlideDeckProvider, useDeckStudio } from '../studio/slide-deck-context';
import './ppt-create-page.css';

/** SPEC 2 /pptcreate: the /create studio for an imported deck, each slide with its own narration. */
export default function PptCreatePage() {
  return (
    <StudioProvider initial={{ inputMode: 'slides' }}>
      <SlideDeckProvider>
        <SlidesStudio />
      </SlideDeckProvider>
    </StudioProvider>
  );
}

function SlidesStudio() {
  const { t } = useTranslation('slides');
  const deck = useDeckStudio((state) => state.deck);
  const load = useDeckStudio((state) => state.load);
  if (deck) return <DeckStudio deck={deck} />;
  return (
    <div className="ppt-import" data-testid="ppt-import">
      <h1 className="ppt-import__title">
        <FilePptOutlined /> {t('page.title')}
      </h1>
      <p className="ppt-import__intro">{t('page.intro')}</p>
      <SlideImporter onImported={load} />
    </div>
  );
}

function DeckStudio({ deck }: { deck: TSlideDeckDraft }) {
  const { t } = useTranslation('slides');
  const isMobile = useIsMobile();
  const avatar = useChosenAvatar();
  const voice = useChosenVoice(avatar);
  const permission = useTaskPermission().data;
  const speakRate = useStudio((state) => state.speech.speakRate);
  const clear = useDeckStudio((state) => state.clear);
  // The slides are the picture behind the presenter: there is no background to choose.
  const studioPanels = useStudioPanels({ avatar, voice, initialAvatarTab: 'presenters', hasBackground: false });
  const video = useMemo(() => slideVideo(deck), [deck]);
  const selected = deck.slides.find((slide) => slide.page === deck.selectedPage) ?? deck.slides[0]!;
  const shownCount = video?.slides.length ?? 0;
  const totalSeconds = video ? estimateSlideSeconds(video.slides, speakRate) : 0;

  const slidesPanel = {
    key: 'slides',
    title: t('settings.panel'),
    icon: <LayoutOutlined />,
    content: <SlideSettings />,
  };
  // Layout and transition follow the presenter and the voice: they decide how the presenter shares the slide.
  const panels = [...studioPanels.slice(0, 2), slidesPanel, ...studioPanels.slice(2)];

  const head = (
    <header className="ppt-studio__head">
      <TaskNameField />
      <span className="ppt-studio__deck" title={deck.fileName}>
        <FilePptOutlined /> {deck.fileName}
      </span>
      <Popconfirm
        title={t('reimport.title')}
        description={t('reimport.text')}
        okText={t('reimport.ok')}
        cancelText={t('reimport.cancel')}
        onConfirm={clear}
      >
        <Button icon={<SwapOutlined />} data-testid="slides-reimport">
          {t('reimport.button')}
        </Button>
      </Popconfirm>
    </header>
  );
  const stage = (
    <section className="ppt-studio__stage">
      <VideoFormat />
      <SlidePreview slide={selected} layout={deck.layout} avatar={avatar} />
    </section>
  );
  const strip = (
    <Card
      size="small"
      className="ppt-studio__strip"
      title={t('strip.title')}
      extra={
        <span className="ppt-studio__total" data-testid="slides-total">
          {t('strip.total', { count: shownCount, duration: formatDuration(totalSeconds) })}
        </span>
      }
    >
      <SlideStrip videoRate={speakRate} direction={isMobile ? 'horizontal' : 'vertical'} />
    </Card>
  );
  const editor = (
    <Card size="small" className="ppt-studio__editor">
      <SlideEditor slide={selected} videoVoice={voice} videoRate={speakRate} />
    </Card>
  );
  const submit = (
    <Card size="small" className="ppt-studio__submit">
      <SensitiveWordsAlert script={video ? joinSlideScripts(video.slides) : ''} />
      <SubmitPanel avatar={avatar} voice={voice} permission={permission} slides={video} />
    </Card>
  );

  return (
    <div className={isMobile ? 'ppt-studio ppt-studio--mobile' : 'ppt-studio'} data-testid="ppt-studio">
      {head}
      {isMobile ? (
        <>
          {stage}
          {strip}
          {editor}
          <StudioSections panels={panels} className="ppt-studio__section" />
          {submit}
        </>
      ) : (
        <>
          {strip}
          <div className="ppt-studio__main">
            {stage}
            {editor}
            {submit}
          </div>
          <div className="ppt-studio__side">
            <StudioRail panels={panels} className="ppt-studio__settings" />
          </div>
        </>
      )}
      <SampleAudio />
    </div>
  );
}
