import { Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { VOICE_STYLES, type TVoice } from '@orator/contracts';
import { languageLabel } from '../../../shared/lib/language-label';
import { LANGUAGE_SEARCH, languageSearchText } from '../../../shared/lib/language-search';
import { useVoiceLanguages } from '../api/get-voice-languages';

export type TVoiceGender = TVoice['gender'] | 'all';
type TVoiceStyle = (typeof VOICE_STYLES)[number];

export interface TVoiceFilters {
  gender: TVoiceGender;
  style: TVoiceStyle | undefined;
}

interface TVoiceFiltersProps {
  language: string;
  onLanguage: (language: string) => void;
  filters: TVoiceFilters;
  onChange: (filters: TVoiceFilters) => void;
}

/** Language first (the script's language decides the voice), then gender and speaking style. */
export function VoiceFilterBar({ language, onLanguage, filters, onChange }: TVoiceFiltersProps) {
  const { t, i18n } = useTranslation('create');
  const languages = useVoiceLanguages();
  return (
    <div className="voice-filters">
      <Select
        showSearch={LANGUAGE_SEARCH}
        value={language}
        onChange={onLanguage}
        loading={languages.isPending}
        options={languages.data?.map((option) => ({
          value: option.code,
          label: `${languageLabel(option)} (${option.voiceCount})`,
          search: languageSearchText(option, i18n.language),
        }))}
        aria-label={t('voice.language')}
        data-testid="voice-language"
      />
      <div className="voice-filters__row">
        <Segmented<TVoiceGender>
          size="small"
          value={filters.gender}
          onChange={(gender) => onChange({ ...filters, gender })}
          options={[
            { value: 'all', label: t('voice.allGenders') },
            { value: 'female', label: t('gender.female') },
            { value: 'male', label: t('gender.male') },
          ]}
        />
        <Select
          size="small"
          allowClear
          placeholder={t('voice.style')}
          aria-label={t('voice.style')}
          value={filters.style}
          onChange={(style) => onChange({ ...filters, style })}
          options={VOICE_STYLES.map((style) => ({ value: style, label: t(`voiceStyle.${style}`) }))}
          popupMatchSelectWidth={false}
          data-testid="voice-style"
        />
      </div>
    </div>
  );
}
