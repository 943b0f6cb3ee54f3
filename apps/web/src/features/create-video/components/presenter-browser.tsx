import { Empty, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDigitalHuman, TDigitalHumanListRequest } from '@orator/contracts';
import { usePresenters } from '../api/get-presenters';
import { useUpdateStudio } from '../studio/studio-context';
import { PRESENTER_PAGE_SIZE } from '../studio/use-studio-choices';
import { AvatarTile } from './avatar-tile';
import { NO_PRESENTER_FILTERS, PresenterFilterBar, type TPresenterFilters } from './presenter-filters';

function presenterRequest(filters: TPresenterFilters, page: number): TDigitalHumanListRequest {
  return {
    current: page,
    size: PRESENTER_PAGE_SIZE,
    tagIds: filters.genderTagId ? [filters.genderTagId] : undefined,
    areaTypeIds: filters.areaTypeId ? [filters.areaTypeId] : undefined,
    framing: filters.framing === 'all' ? undefined : filters.framing,
    keyword: filters.keyword || undefined,
  };
}

/** The stock presenters, filtered and paged; picking one puts it in the preview. */
export function PresenterBrowser({ chosen }: { chosen: TDigitalHuman | undefined }) {
  const { t } = useTranslation('create');
  const update = useUpdateStudio();
  const [filters, setFilters] = useState(NO_PRESENTER_FILTERS);
  const [page, setPage] = useState(1);
  const presenters = usePresenters(presenterRequest(filters, page));
  const records = presenters.data?.records ?? [];

  return (
    <div className="avatar-browser">
      <PresenterFilterBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <Spin spinning={presenters.isFetching}>
        {records.length === 0 && !presenters.isPending ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('avatar.noMatch')} />
        ) : (
          <div className="avatar-grid" data-testid="presenter-grid">
            {records.map((presenter) => (
              <AvatarTile
                key={presenter.digitalHumanId}
                name={presenter.name}
                thumbnailUrl={presenter.digitalHumanThumbnailUrl}
                isMemberOnly={presenter.memberOnly}
                isSelected={chosen?.digitalHumanId === presenter.digitalHumanId}
                onSelect={() => update({ avatar: presenter })}
                testId={`presenter-${presenter.digitalHumanId}`}
              />
            ))}
          </div>
        )}
      </Spin>
      {(presenters.data?.total ?? 0) > PRESENTER_PAGE_SIZE && (
        <Pagination
          simple
          size="small"
          align="center"
          current={page}
          pageSize={PRESENTER_PAGE_SIZE}
          total={presenters.data?.total}
          onChange={setPage}
        />
      )}
    </div>
  );
}
