import { fireEvent, render, screen } from '@testing-library/react';
import { Slider } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LabelledSlider } from './labelled-slider';

function Volume() {
  const [volume, setVolume] = useState(1);
  return <LabelledSlider label="Volume" min={0} max={2} step={0.5} value={volume} onChange={setVolume} />;
}

describe('LabelledSlider', () => {
  it('names the handle a keyboard or a screen reader lands on, which antd alone leaves nameless', () => {
    render(<Slider aria-label="Volume" min={0} max={2} />);
    expect(screen.queryByRole('slider', { name: 'Volume' })).toBeNull();
  });

  it('gives the slider its label as its accessible name, and still moves with the keyboard', () => {
    render(<Volume />);
    const handle = screen.getByRole('slider', { name: 'Volume' });
    expect(handle.getAttribute('aria-valuenow')).toBe('1');

    // rc-slider reads the legacy keyCode, which user-event leaves out.
    fireEvent.keyDown(handle, { key: 'ArrowRight', keyCode: 39, which: 39 });

    expect(screen.getByRole('slider', { name: 'Volume' }).getAttribute('aria-valuenow')).toBe('1.5');
  });
});
