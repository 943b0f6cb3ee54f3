import { Slider, type SliderSingleProps } from 'antd';

interface TLabelledSliderProps extends Omit<SliderSingleProps, 'aria-label' | 'ariaLabelForHandle' | 'range'> {
  /** What the slider sets, as its visible label says it. */
  label: string;
}

/**
 * A slider a screen reader can name. antd puts `aria-label` on the slider's outer box, while keyboards and screen
 * readers land on its handle (role="slider"), which is left without a name (axe: aria-input-field-name).
 */
export function LabelledSlider({ label, ...props }: TLabelledSliderProps) {
  return <Slider {...props} ariaLabelForHandle={label} />;
}
