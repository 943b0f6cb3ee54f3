import { Empty, Pagination, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TVoice } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useLibraryVoices } from '../api/get-library-voices';
import { useSavedVoices, useSaveVoice } from '../api/saved-voices';
import { LibraryFilters, NO_FILTERS, toPageRequest, type TLibraryFilters } from './library-filters';
import { VoiceCard } from './voice-card';
import { VoiceMannerDialog } from './voice-manner-dialog';

export const LIBRARY_PAGE_SIZE = 24;

/** Every voice the user can speak with, searched, filtered and paged, each one ready to save. */
export function VoiceLibrary() {
  const { t } = useTranslation('voices');
  const [filters, setFilters] = useState<TLibraryFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState<TVoice>();
  const voices = useLibraryVoices({ current: page, size: LIBRARY_PAGE_SIZE, ...toPageRequest(filters) });
  const saved = useSavedVoices();
  const save = useSaveVoice();
  const savedIds = useMemo(() => new Set(saved.data?.map((item) => item.voiceId)), [saved.data]);
  const initialManner = useMemo(
    () => ({ name: saving?.voiceName ?? '', speakRate: 1, speakPitch: 1, volume: 1 }),
    [saving],
  );

  return (
    <section className="voice-library">
      <LibraryFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <div className="voice-library__count" data-testid="voice-count">
        {voices.data && t('library.count', { count: voices.data.total })}
      </div>
      <Spin spinning={voices.isFetching}>
        {voices.data?.records.length === 0 ? (
          <Empty description={t(filters.source === 'clones' ? 'library.noClones' : 'library.noMatch')}>
            {filters.source === 'clones' && (
              <Link to={AppPath.VoiceClone} data-testid="voice-clone-link">
                {t('library.cloneYourVoice')}
              </Link>
            )}
          </Empty>
        ) : (
          <ul className="voice-grid" data-testid="voice-grid">
            {voices.data?.records.map((voice) => (
              <VoiceCard
                key={voice.voiceId}
                voice={voice}
                isSaved={savedIds.has(voice.voiceId)}
                onSave={() => setSaving(voice)}
              />
            ))}
          </ul>
        )}
      </Spin>
      {(voices.data?.total ?? 0) > LIBRARY_PAGE_SIZE && (
        <Pagination
          align="center"
          current={page}
          pageSize={LIBRARY_PAGE_SIZE}
          total={voices.data?.total}
          showSizeChanger={false}
          onChange={setPage}
          className="voice-library__pages"
        />
      )}
      <VoiceMannerDialog
        mode="save"
        voiceName={saving?.voiceName ?? ''}
        initial={initialManner}
        isOpen={saving !== undefined}
        isPending={save.isPending}
        onClose={() => setSaving(undefined)}
        onSubmit={(manner) =>
          save.mutate(
            { voiceId: saving!.voiceId, ...manner },
            {
              onSuccess: () => {
                setSaving(undefined);
                showSuccessToast(t('library.saved', { name: manner.name }));
              },
            },
          )
        }
      />
    </section>
  );
}
