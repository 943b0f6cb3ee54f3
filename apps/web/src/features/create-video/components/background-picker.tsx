import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBackgrounds } from '../api/get-backgrounds';
import { useStudio, useUpdateStudio } from '../studio/studio-context';
import { BackgroundUploads } from './background-uploads';
import { ColorSwatches } from './color-swatches';

/** What stands behind the avatar: a colour, a built-in image, or an image or video of the user's. */
export function BackgroundPicker() {
  const { t } = useTranslation('create');
  const backgrounds = useBackgrounds();
  const chosen = useStudio((state) => state.background.value);
  const update = useUpdateStudio();

  return (
    <Spin spinning={backgrounds.isPending}>
      <div className="background-picker">
        <section>
          <h4 className="studio-section-title">{t('background.colors')}</h4>
          <ColorSwatches
            colors={backgrounds.data?.colors ?? []}
            value={chosen.type === 'color' ? chosen.color : undefined}
            onChange={(color) => update({ background: { value: { type: 'color', color } } })}
            testId="background-color"
          />
        </section>
        {(backgrounds.data?.images.length ?? 0) > 0 && (
          <section>
            <h4 className="studio-section-title">{t('background.images')}</h4>
            <div className="media-grid">
              {backgrounds.data?.images.map((image) => {
                const isSelected = chosen.type === 'image' && chosen.id === image.id;
                return (
                  <button
                    key={image.id}
                    type="button"
                    className={`media-tile${isSelected ? ' is-selected' : ''}`}
                    onClick={() => update({ background: { value: { type: 'image', id: image.id }, url: image.url } })}
                    aria-pressed={isSelected}
                    title={image.name}
                    data-testid={`background-image-${image.id}`}
                  >
                    <img src={image.url} alt={image.name} loading="lazy" />
                  </button>
                );
              })}
            </div>
          </section>
        )}
        <BackgroundUploads />
      </div>
    </Spin>
  );
}
