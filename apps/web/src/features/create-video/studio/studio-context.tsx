import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { AudioMouth } from '../preview/audio-mouth';
import { createStudioStore, type TStudioDraft, type TStudioState, type TStudioStore } from './studio-store';

interface TStudio {
  store: TStudioStore;
  /** Moves the preview's mouth with whatever the page is playing. */
  mouth: AudioMouth;
}

const StudioContext = createContext<TStudio | null>(null);

interface TStudioProviderProps {
  initial?: Partial<TStudioDraft>;
  children: ReactNode;
}

export function StudioProvider({ initial, children }: TStudioProviderProps) {
  const [studio] = useState<TStudio>(() => ({ store: createStudioStore(initial), mouth: new AudioMouth() }));
  useEffect(() => () => studio.mouth.close(), [studio]);
  return <StudioContext value={studio}>{children}</StudioContext>;
}

function useStudioContext(): TStudio {
  const studio = useContext(StudioContext);
  if (!studio) throw new Error('The create page renders its panels inside a StudioProvider');
  return studio;
}

export function useStudio<T>(select: (state: TStudioState) => T): T {
  return useStore(useStudioContext().store, select);
}

/** The state as it is now, for event handlers that need all of it without re-rendering on every change. */
export function useReadStudio(): () => TStudioState {
  return useStudioContext().store.getState;
}

export function useUpdateStudio(): TStudioState['update'] {
  return useStudio((state) => state.update);
}

export function useAudioMouth(): AudioMouth {
  return useStudioContext().mouth;
}
