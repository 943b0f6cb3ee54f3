import { Input, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AREA_TYPES, AvatarTag } from '@orator/contracts';

export type TFraming = 'all' | 'head' | 'half';

export interface TPresenterFilters {
  genderTagId: number | undefined;
  areaTypeId: number | undefined;
  framing: TFraming;
  keyword: string;
}

export const NO_PRESENTER_FILTERS: TPresenterFilters = {
  genderTagId: undefined,
  areaTypeId: undefined,
  framing: 'all',
  keyword: '',
};

interface TPresenterFiltersProps {
  filters: TPresenterFilters;
  onChange: (filters: TPresenterFilters) => void;
}

/** Search by name, and narrow by gender, region and framing (API-NOTES tag and area ids). */
export function PresenterFilterBar({ filters, onChange }: TPresenterFiltersProps) {
  const { t } = useTranslation('create');
  const set = (patch: Partial<TPresenterFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="presenter-filters">
      <Input.Search
        allowClear
        size="small"
        placeholder={t('avatar.search')}
        aria-label={t('avatar.search')}
        defaultValue={filters.keyword}
        onSearch={(keyword) => set({ keyword: keyword.trim() })}
        data-testid="presenter-search"
      />
      <div className="presenter-filters__row">
        <Select
          size="small"
          allowClear
          placeholder={t('avatar.gender')}
          aria-label={t('avatar.gender')}
          value={filters.genderTagId}
          onChange={(genderTagId) => set({ genderTagId })}
          options={[
            { value: AvatarTag.Female, label: t('gender.female') },
            { value: AvatarTag.Male, label: t('gender.male') },
          ]}
          data-testid="presenter-gender"
        />
        <Select
          size="small"
          allowClear
          placeholder={t('avatar.region')}
          aria-label={t('avatar.region')}
          value={filters.areaTypeId}
          onChange={(areaTypeId) => set({ areaTypeId })}
          options={AREA_TYPES.map((id) => ({ value: id, label: t(`region.${id}`) }))}
          popupMatchSelectWidth={false}
          data-testid="presenter-region"
        />
        <Segmented<TFraming>
          size="small"
          value={filters.framing}
          onChange={(framing) => set({ framing })}
          options={[
            { value: 'all', label: t('avatar.framingAll') },
            { value: 'head', label: t('avatar.framingHead') },
            { value: 'half', label: t('avatar.framingHalf') },
          ]}
        />
      </div>
    </div>
  );
}
