import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { SLIDE_LAYOUTS, SLIDE_TRANSITIONS, type TSlideLayout, type TSlideTransition } from '@orator/contracts';
import { useDeckStudio } from '../studio/slide-deck-context';
import './slide-studio.css';

/** Where the presenter stands over every slide, and how one slide gives way to the next. */
export function SlideSettings() {
  const { t } = useTranslation('slides');
  const layout = useDeckStudio((state) => state.deck?.layout);
  const transition = useDeckStudio((state) => state.deck?.transition);
  const set = useDeckStudio((state) => state.set);
  return (
    <div className="slide-settings">
      <div className="slide-settings__row">
        <span className="slide-settings__label">{t('settings.layout')}</span>
        <Segmented<TSlideLayout>
          block
          value={layout}
          onChange={(value) => set({ layout: value })}
          options={SLIDE_LAYOUTS.map((value) => ({
            value,
            label: (
              <span className="slide-settings__option" data-testid={`layout-${value}`}>
                <span className={`layout-shape layout-shape--${value}`} aria-hidden />
                {t(`settings.layouts.${value}`)}
              </span>
            ),
          }))}
        />
      </div>
      <div className="slide-settings__row">
        <span className="slide-settings__label">{t('settings.transition')}</span>
        <Segmented<TSlideTransition>
          block
          value={transition}
          onChange={(value) => set({ transition: value })}
          options={SLIDE_TRANSITIONS.map((value) => ({
            value,
            label: <span data-testid={`transition-${value}`}>{t(`settings.transitions.${value}`)}</span>,
          }))}
        />
      </div>
    </div>
  );
}
