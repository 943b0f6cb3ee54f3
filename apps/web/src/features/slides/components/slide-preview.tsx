import { UserOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { isPhotoAvatar, type TDigitalHuman, type TSlideLayout, type TVideoRatio } from '@orator/contracts';
import { AvatarSprite, useStudio } from '../../create-video';
import type { TSlideDraft } from '../studio/slide-deck';
import './slide-studio.css';

function ratioValue(ratio: TVideoRatio): number {
  const [width, height] = ratio.split(':').map(Number);
  return width! / height!;
}

interface TSlidePreviewProps {
  slide: TSlideDraft;
  layout: TSlideLayout;
  avatar: TDigitalHuman | undefined;
}

/** A picture (talking photo, clone) fills its box, cropped; a cut-out presenter stands in it, as the renderer places them. */
function presenterFit(avatar: TDigitalHuman | undefined): 'fill' | 'overlay' {
  return avatar && isPhotoAvatar(avatar.supportTypeId) ? 'fill' : 'overlay';
}

/**
 * One slide as the video shows it: the page fitted inside the frame on black bars, as the slide track letterboxes
 * it, and the presenter in the layout's box over it, unless this slide hides them.
 */
export function SlidePreview({ slide, layout, avatar }: TSlidePreviewProps) {
  const { t } = useTranslation('slides');
  const ratio = useStudio((state) => state.ratio);
  return (
    <div className="slide-preview" style={{ '--ratio': ratioValue(ratio) } as CSSProperties}>
      <div className="slide-preview__frame" data-ratio={ratio} data-layout={layout} data-testid="slide-preview">
        <img className="slide-preview__page" src={slide.imageUrl} alt={t('strip.slide', { number: slide.page + 1 })} />
        {slide.isPresenterHidden ? (
          <span className="slide-preview__note">{t('preview.presenterHidden')}</span>
        ) : (
          <div className={`slide-preview__presenter slide-preview__presenter--${layout} is-${presenterFit(avatar)}`}>
            {avatar ? (
              <AvatarSprite key={avatar.digitalHumanId} avatar={avatar} />
            ) : (
              <UserOutlined className="slide-preview__no-avatar" />
            )}
          </div>
        )}
      </div>
    </div>
  );
}
