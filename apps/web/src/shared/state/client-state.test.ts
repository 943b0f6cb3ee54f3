import { describe, expect, it } from 'vitest';
import { selectIsGeneratingBadgeShown, useClientState } from './client-state';

describe('client state', () => {
  it('starts with an open sidebar, no marketing text and nothing generating', () => {
    expect(useClientState.getState()).toMatchObject({
      isSidebarCollapsed: false,
      marketingText: '',
      generatingVideoCount: 0,
      isGeneratingBadgeVisible: false,
    });
  });

  it('shows the generating badge while videos generate or while its flag is set (SPEC 4)', () => {
    const { setGeneratingVideoCount, setGeneratingBadgeVisible } = useClientState.getState();
    expect(selectIsGeneratingBadgeShown(useClientState.getState())).toBe(false);
    setGeneratingVideoCount(1);
    expect(selectIsGeneratingBadgeShown(useClientState.getState())).toBe(true);
    setGeneratingVideoCount(0);
    setGeneratingBadgeVisible(true);
    expect(selectIsGeneratingBadgeShown(useClientState.getState())).toBe(true);
  });

  it('carries marketing copy until the editor takes it', () => {
    useClientState.getState().setMarketingText('Meet our new spring collection.');
    expect(useClientState.getState().marketingText).toBe('Meet our new spring collection.');
  });
});
