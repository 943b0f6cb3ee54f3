import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
} from '@ant-design/icons';
import { Alert, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLastShown, slideSeconds, type TSlideDraft } from '../studio/slide-deck';
import { useDeckStudio } from '../studio/slide-deck-context';
import './slide-studio.css';

interface TSlideStripProps {
  /** The video's speed, which slides without their own speak at. */
  videoRate: number;
  /** A column beside the editor on a desktop; a row that scrolls sideways on a phone. */
  direction: 'vertical' | 'horizontal';
}

/** The deck's slides in the video's order: pick one to edit, move it, hide it or delete it. */
export function SlideStrip({ videoRate, direction }: TSlideStripProps) {
  const { t } = useTranslation('slides');
  const { deck, set, edit, move, remove, undoRemove } = useDeckStudio((state) => state);
  if (!deck) return null;
  const { slides, selectedPage, removed } = deck;

  const label = (slide: TSlideDraft) => t('strip.slide', { number: slide.page + 1 });

  return (
    <div className={`slide-strip slide-strip--${direction}`}>
      {removed && (
        <Alert
          type="info"
          showIcon
          className="slide-strip__removed"
          title={t('strip.removed', { number: removed.slide.page + 1 })}
          action={
            <Button size="small" type="link" onClick={undoRemove} data-testid="slide-undo">
              {t('strip.undo')}
            </Button>
          }
        />
      )}
      <ol className="slide-strip__list" aria-label={t('strip.title')} data-testid="slide-strip">
        {slides.map((slide, index) => {
          const isLast = isLastShown(slides, slide);
          return (
            <li
              key={slide.page}
              className={[
                'slide-strip__item',
                slide.page === selectedPage ? 'is-selected' : '',
                slide.isHidden ? 'is-hidden' : '',
              ].join(' ')}
              data-testid={`slide-${slide.page}`}
            >
              <button
                type="button"
                className="slide-strip__thumb"
                onClick={() => set({ selectedPage: slide.page })}
                aria-pressed={slide.page === selectedPage}
                aria-label={label(slide)}
              >
                <img src={slide.imageUrl} alt="" loading="lazy" />
                {/* The deck's own numbering, as the editor and the undo name it, wherever the slide moves. */}
                <span className="slide-strip__number">{slide.page + 1}</span>
                <span className="slide-strip__seconds">
                  {slide.isHidden ? t('strip.hidden') : t('strip.seconds', { seconds: slideSeconds(slide, videoRate) })}
                </span>
              </button>
              <div className="slide-strip__actions">
                <Tooltip title={t('strip.moveUp')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    onClick={() => move(slide.page, -1)}
                    aria-label={t('strip.moveUp')}
                    data-testid={`slide-up-${slide.page}`}
                  />
                </Tooltip>
                <Tooltip title={t('strip.moveDown')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    disabled={index === slides.length - 1}
                    onClick={() => move(slide.page, 1)}
                    aria-label={t('strip.moveDown')}
                    data-testid={`slide-down-${slide.page}`}
                  />
                </Tooltip>
                <Tooltip title={isLast ? t('strip.lastShown') : slide.isHidden ? t('strip.show') : t('strip.hide')}>
                  <Button
                    size="small"
                    type="text"
                    icon={slide.isHidden ? <EyeOutlined /> : <EyeInvisibleOutlined />}
                    disabled={isLast}
                    onClick={() => edit(slide.page, { isHidden: !slide.isHidden })}
                    aria-label={slide.isHidden ? t('strip.show') : t('strip.hide')}
                    data-testid={`slide-hide-${slide.page}`}
                  />
                </Tooltip>
                <Tooltip title={isLast ? t('strip.lastShown') : t('strip.delete')}>
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={isLast}
                    onClick={() => remove(slide.page)}
                    aria-label={t('strip.delete')}
                    data-testid={`slide-delete-${slide.page}`}
                  />
                </Tooltip>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
