export * from './types';
export { planSlideTimings, DEFAULT_SILENT_SLIDE_SEC, type SlideTimingInput } from './plan-slide-timings';
export { DEFAULT_TRANSITION_SEC } from './frame-plan';
export { renderSlideTrack } from './render-slide-track';
export { narrateSlides, type SlideSpeech, type SlideNarration } from './narrate-slides';
