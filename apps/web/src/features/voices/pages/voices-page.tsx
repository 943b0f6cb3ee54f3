import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSavedVoices } from '../api/saved-voices';
import { SamplePlayerProvider } from '../components/sample-player';
import { SavedVoiceList } from '../components/saved-voice-list';
import { VoiceLibrary } from '../components/voice-library';
import './voices.css';

type TVoicesTab = 'library' | 'saved';

/** SPEC 2 "voices": the voice library and the user's saved voices; the tab is in the address (?tab=saved). */
export default function VoicesPage() {
  const { t } = useTranslation('voices');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TVoicesTab = searchParams.get('tab') === 'saved' ? 'saved' : 'library';
  const saved = useSavedVoices();

  function showTab(next: string) {
    setSearchParams(
      (params) => {
        if (next === 'saved') params.set('tab', 'saved');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );
  }

  return (
    <SamplePlayerProvider>
      <div className="voices-page">
        <Typography.Title level={2} className="voices-page__title">
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        <Tabs
          activeKey={tab}
          onChange={showTab}
          destroyOnHidden
          items={[
            {
              key: 'library',
              label: <span data-testid="voices-tab-library">{t('tabs.library')}</span>,
              children: <VoiceLibrary />,
            },
            {
              key: 'saved',
              label: <span data-testid="voices-tab-saved">{t('tabs.saved', { count: saved.data?.length ?? 0 })}</span>,
              children: <SavedVoiceList />,
            },
          ]}
        />
      </div>
    </SamplePlayerProvider>
  );
}
