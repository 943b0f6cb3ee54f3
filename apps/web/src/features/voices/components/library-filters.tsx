import { Input, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AGE_GROUPS, VOICE_STYLES, VoiceSource, type TVoicePageRequest } from '@orator/contracts';
import { useLibraryLanguages } from '../api/get-library-voices';
import { languageLabel } from '../../../shared/lib/language-label';
import { LANGUAGE_SEARCH, languageSearchText } from '../../../shared/lib/language-search';

type TGender = NonNullable<TVoicePageRequest['gender']>;
type TAgeGroup = (typeof AGE_GROUPS)[number];
type TStyle = (typeof VOICE_STYLES)[number];
export type TAccess = 'all' | 'member' | 'free';
export type TSource = 'all' | 'clones' | 'standard' | 'festival' | 'flite' | 'cloud';

export interface TLibraryFilters {
  keyword: string;
  language: string | undefined;
  gender: TGender | 'all';
  ageGroup: TAgeGroup | undefined;
  style: TStyle | undefined;
  access: TAccess;
  source: TSource;
}

export const NO_FILTERS: TLibraryFilters = {
  keyword: '',
  language: undefined,
  gender: 'all',
  ageGroup: undefined,
  style: undefined,
  access: 'all',
  source: 'all',
};

const SOURCE_FILTERS: Record<TSource, Pick<TVoicePageRequest, 'voiceClone' | 'voiceSource'>> = {
  all: {},
  clones: { voiceClone: 1 },
  standard: { voiceClone: 0, voiceSource: VoiceSource.Espeak },
  festival: { voiceClone: 0, voiceSource: VoiceSource.Festival },
  flite: { voiceClone: 0, voiceSource: VoiceSource.Flite },
  cloud: { voiceClone: 0, voiceSource: VoiceSource.Remote },
};

/** The filters as the page request of the library asks for them. */
export function toPageRequest(filters: TLibraryFilters): Omit<TVoicePageRequest, 'current' | 'size'> {
  return {
    keyword: filters.keyword || undefined,
    language: filters.language,
    gender: filters.gender === 'all' ? undefined : filters.gender,
    ageGroup: filters.ageGroup,
    style: filters.style,
    memberOnly: filters.access === 'all' ? undefined : filters.access === 'member',
    ...SOURCE_FILTERS[filters.source],
  };
}

interface TLibraryFiltersProps {
  filters: TLibraryFilters;
  onChange: (filters: TLibraryFilters) => void;
}

/** Search, then language (with how many voices each has), then who the voice is and where it comes from. */
export function LibraryFilters({ filters, onChange }: TLibraryFiltersProps) {
  const { t, i18n } = useTranslation('voices');
  const languages = useLibraryLanguages();
  const set = (next: Partial<TLibraryFilters>) => onChange({ ...filters, ...next });
  return (
    <div className="library-filters">
      <Input.Search
        allowClear
        defaultValue={filters.keyword}
        placeholder={t('filters.search')}
        onSearch={(keyword) => set({ keyword: keyword.trim() })}
        className="library-filters__search"
        aria-label={t('filters.search')}
        data-testid="voice-search"
      />
      <Select
        showSearch={LANGUAGE_SEARCH}
        allowClear
        placeholder={t('filters.allLanguages')}
        value={filters.language}
        onChange={(language) => set({ language })}
        loading={languages.isPending}
        options={languages.data?.map((option) => ({
          value: option.code,
          label: `${languageLabel(option)} (${option.voiceCount})`,
          search: languageSearchText(option, i18n.language),
        }))}
        className="library-filters__language"
        popupMatchSelectWidth={false}
        aria-label={t('filters.language')}
        data-testid="voice-language"
      />
      <Segmented<TLibraryFilters['gender']>
        value={filters.gender}
        onChange={(gender) => set({ gender })}
        options={[
          { value: 'all', label: t('filters.allGenders') },
          { value: 'female', label: t('gender.female') },
          { value: 'male', label: t('gender.male') },
        ]}
        data-testid="voice-gender"
      />
      <Select
        allowClear
        placeholder={t('filters.age')}
        value={filters.ageGroup}
        onChange={(ageGroup) => set({ ageGroup })}
        options={AGE_GROUPS.map((age) => ({ value: age, label: t(`ageGroup.${age}`) }))}
        popupMatchSelectWidth={false}
        aria-label={t('filters.age')}
        data-testid="voice-age"
      />
      <Select
        allowClear
        placeholder={t('filters.style')}
        value={filters.style}
        onChange={(style) => set({ style })}
        options={VOICE_STYLES.map((style) => ({ value: style, label: t(`style.${style}`) }))}
        popupMatchSelectWidth={false}
        aria-label={t('filters.style')}
        data-testid="voice-style"
      />
      <Select<TAccess>
        value={filters.access}
        onChange={(access) => set({ access })}
        options={(['all', 'member', 'free'] as const).map((access) => ({
          value: access,
          label: t(`filters.access.${access}`),
        }))}
        popupMatchSelectWidth={false}
        aria-label={t('filters.accessLabel')}
        data-testid="voice-access"
      />
      <Select<TSource>
        value={filters.source}
        onChange={(source) => set({ source })}
        options={(['all', 'clones', 'standard', 'festival', 'flite', 'cloud'] as const).map((source) => ({
          value: source,
          label: t(`filters.source.${source}`),
        }))}
        popupMatchSelectWidth={false}
        aria-label={t('filters.sourceLabel')}
        data-testid="voice-source"
      />
    </div>
  );
}
