import { Empty, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TVoice } from '@orator/contracts';
import { useSavedVoices } from '../../voices';
import { useRecentVoices } from '../api/get-recent-voices';
import { useVoices } from '../api/get-voices';
import { useUpdateStudio } from '../studio/studio-context';
import { useChosenLanguage, VOICE_PAGE_SIZE } from '../studio/use-studio-choices';
import { VoiceFilterBar, type TVoiceFilters } from './voice-filters';
import { VoiceRow } from './voice-row';
// Its rows are styled with the studio's panels; other pages (text to video) show it on its own.
import './studio-panels.css';

/** Recent voices first, then the language's voices, filtered and paged. */
export function VoicePicker({ chosen }: { chosen: TVoice | undefined }) {
  const { t } = useTranslation('create');
  const update = useUpdateStudio();
  const language = useChosenLanguage();
  const [filters, setFilters] = useState<TVoiceFilters>({ gender: 'all', style: undefined });
  const [page, setPage] = useState(1);
  const recent = useRecentVoices();
  // Saved voices of the script's language, each with the name and manner the user saved it in.
  const saved = useSavedVoices().data?.flatMap(({ id, name, voice, speakRate, speakPitch, volume }) =>
    voice?.language === language ? [{ id, name, voice, speech: { speakRate, speakPitch, volume } }] : [],
  );
  const voices = useVoices({
    current: page,
    size: VOICE_PAGE_SIZE,
    language,
    gender: filters.gender === 'all' ? undefined : filters.gender,
    style: filters.style,
  });

  const row = (voice: TVoice, group: string) => (
    <VoiceRow
      key={`${group}-${voice.voiceId}`}
      voice={voice}
      isSelected={chosen?.voiceId === voice.voiceId}
      onSelect={() => update({ voice })}
      testId={`voice-${group}-${voice.voiceId}`}
    />
  );

  return (
    <div className="voice-picker">
      <VoiceFilterBar
        language={language}
        onLanguage={(voiceLanguage) => {
          update({ voiceLanguage });
          setPage(1);
        }}
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {saved && saved.length > 0 && (
        <section>
          <h4 className="studio-section-title">{t('voice.saved')}</h4>
          <ul className="voice-list" data-testid="saved-voices">
            {saved.map(({ id, name, voice, speech }) => (
              <VoiceRow
                key={`saved-${id}`}
                voice={{ ...voice, voiceName: name }}
                isSelected={false}
                onSelect={() => update({ voice, speech })}
                testId={`voice-saved-${id}`}
              />
            ))}
          </ul>
        </section>
      )}
      {recent.data && recent.data.length > 0 && (
        <section>
          <h4 className="studio-section-title">{t('voice.recent')}</h4>
          <ul className="voice-list" data-testid="recent-voices">
            {recent.data.map((voice) => row(voice, 'recent'))}
          </ul>
        </section>
      )}
      <section>
        <h4 className="studio-section-title">{t('voice.all')}</h4>
        <Spin spinning={voices.isFetching}>
          {voices.data?.records.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('voice.noMatch')} />
          ) : (
            <ul className="voice-list" data-testid="voice-list">
              {voices.data?.records.map((voice) => row(voice, 'all'))}
            </ul>
          )}
        </Spin>
        {(voices.data?.total ?? 0) > VOICE_PAGE_SIZE && (
          <Pagination
            simple
            size="small"
            align="center"
            current={page}
            pageSize={VOICE_PAGE_SIZE}
            total={voices.data?.total}
            onChange={setPage}
          />
        )}
      </section>
    </div>
  );
}
