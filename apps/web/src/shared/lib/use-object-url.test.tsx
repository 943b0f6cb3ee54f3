import { renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './use-object-url';

let made = 0;

function stubObjectUrls() {
  URL.createObjectURL = vi.fn(() => `blob:made-${++made}`);
  URL.revokeObjectURL = vi.fn();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('useObjectUrl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the address of a blob already at hand through StrictMode’s second effect run', async () => {
    stubObjectUrls();
    const blob = new Blob(['png'], { type: 'image/png' });
    const { result, unmount } = renderHook(() => useObjectUrl(blob), { wrapper: StrictMode });
    const url = result.current!;
    await settle();
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith(url);
    unmount();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith(url));
  });

  it('lets the old address go when the blob changes', async () => {
    stubObjectUrls();
    const { result, rerender } = renderHook(({ blob }) => useObjectUrl(blob), {
      initialProps: { blob: new Blob(['a']) as Blob | undefined },
    });
    const first = result.current!;
    rerender({ blob: new Blob(['b']) });
    expect(result.current).not.toBe(first);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith(first));
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith(result.current);
  });
});
