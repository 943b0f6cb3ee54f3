import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AudioSubtitleTool } from '../../audio-subtitle';
import { VoiceChangerTool } from '../../voice-changer';
import { DubbingTool } from '../components/dubbing-tool';
import '../dubbing.css';

/** The tabs of /dubbing, by their `?tab=` value; text to speech is the default. */
export const DUBBING_TABS = ['textToSpeech', 'voiceChanger', 'audioToSubtitle'] as const;
export type TDubbingTab = (typeof DUBBING_TABS)[number];

function toDubbingTab(value: string | null): TDubbingTab {
  return DUBBING_TABS.find((tab) => tab === value) ?? 'textToSpeech';
}

/** SPEC 2 /dubbing: text to speech, the voice changer and subtitles from audio, one tab each. */
export default function DubbingPage() {
  const { t } = useTranslation('dubbing');
  const [params, setParams] = useSearchParams();
  const tab = toDubbingTab(params.get('tab'));
  const tool: Record<TDubbingTab, () => React.ReactNode> = {
    textToSpeech: () => <DubbingTool />,
    voiceChanger: () => <VoiceChangerTool />,
    audioToSubtitle: () => <AudioSubtitleTool />,
  };
  return (
    <div className="dubbing-page" data-testid="dubbing-page">
      <h1 className="dubbing-page__title">{t('page.title')}</h1>
      <Tabs
        activeKey={tab}
        onChange={(next) =>
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              updated.set('tab', next);
              return updated;
            },
            { replace: true },
          )
        }
        items={DUBBING_TABS.map((key) => ({
          key,
          label: <span data-testid={`dubbing-tab-${key}`}>{t(`page.tabs.${key}`)}</span>,
          children: key === tab ? tool[key]() : null,
        }))}
      />
    </div>
  );
}
