import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showErrorToast } from './toast';

/** Notices on screen; a dismissed one lingers in jsdom with its leave-animation class, as animations never end there. */
const notices = () =>
  [...document.querySelectorAll('.ant-message-notice')]
    .filter((element) => !/-leave\b/.test(element.className))
    .map((element) => element.textContent);

describe('toast', () => {
  it('shows one toast at a time, the latest', async () => {
    await act(async () => {
      showErrorToast('first');
      showErrorToast('second');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(notices()).toEqual(['second']);
  });

  it('keeps an error for 5 seconds', async () => {
    vi.useFakeTimers();
    // The toast mounts when this act settles; its 5 s start then.
    await act(async () => {
      showErrorToast('lasting');
      await vi.advanceTimersByTimeAsync(10);
    });
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(notices()).toEqual(['lasting']);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(notices()).toEqual([]);
  });
});
