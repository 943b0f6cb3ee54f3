import { CheckCircleFilled } from '@ant-design/icons';
import { Empty, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMusicCategories } from '../api/get-music-categories';
import { useMusicTracks } from '../api/get-music-tracks';
import { useStudio, useUpdateStudio } from '../studio/studio-context';
import { formatDuration } from '../../../shared/lib/media-format';
import { SampleButton } from './sample-button';
import { LabelledSlider } from '../../../shared/ui/labelled-slider';

/** Music stays under the voice: the request schema's default volume. */
const DEFAULT_MUSIC_VOLUME = 0.15;
const NO_MUSIC = '';

/** Background music: none, or a track of a category, at a volume under the voice. */
export function MusicPicker() {
  const { t } = useTranslation('create');
  const music = useStudio((state) => state.music);
  const update = useUpdateStudio();
  const categories = useMusicCategories();
  const tracks = useMusicTracks(music?.categoryId);

  return (
    <div className="music-picker">
      <Select
        className="studio-full-width"
        value={music?.categoryId ?? NO_MUSIC}
        loading={categories.isPending}
        onChange={(categoryId: string) =>
          update({
            music:
              categoryId === NO_MUSIC
                ? null
                : { categoryId, trackId: undefined, volume: music?.volume ?? DEFAULT_MUSIC_VOLUME },
          })
        }
        options={[
          { value: NO_MUSIC, label: t('music.none') },
          ...(categories.data ?? []).map((category) => ({
            value: category.id,
            label: t(`musicCategory.${category.id}`, { defaultValue: category.name }),
          })),
        ]}
        aria-label={t('music.category')}
        data-testid="music-category"
      />
      {music && (
        <>
          <Spin spinning={tracks.isPending}>
            {tracks.data?.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('music.noTracks')} />
            ) : (
              <ul className="track-list">
                {tracks.data?.map((track) => {
                  const isSelected = music.trackId === track.id;
                  return (
                    <li key={track.id} className={`track-row${isSelected ? ' is-selected' : ''}`}>
                      <SampleButton url={track.url} name={track.name} testId={`track-${track.id}-sample`} />
                      <button
                        type="button"
                        className="track-row__pick"
                        onClick={() => update({ music: { ...music, trackId: track.id } })}
                        aria-pressed={isSelected}
                        data-testid={`track-${track.id}`}
                      >
                        <span>{track.name}</span>
                        <span className="studio-muted">{formatDuration(track.durationSec)}</span>
                        {isSelected && <CheckCircleFilled className="track-row__check" />}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </Spin>
          <div className="voice-tuning__row">
            <span className="voice-tuning__label">{t('music.volume')}</span>
            <LabelledSlider
              label={t('music.volume')}
              min={0}
              max={1}
              step={0.05}
              value={music.volume}
              onChange={(volume) => update({ music: { ...music, volume } })}
              tooltip={{ formatter: (value) => `${Math.round((value ?? 0) * 100)}%` }}
            />
            <span className="voice-tuning__value">{Math.round(music.volume * 100)}%</span>
          </div>
          {!music.trackId && <p className="studio-hint">{t('music.pickTrack')}</p>}
        </>
      )}
    </div>
  );
}
