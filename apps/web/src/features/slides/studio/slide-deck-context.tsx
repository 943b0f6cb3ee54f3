import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createSlideDeckStore, type TSlideDeckState, type TSlideDeckStore } from './slide-deck-store';

const SlideDeckContext = createContext<TSlideDeckStore | null>(null);

export function SlideDeckProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createSlideDeckStore);
  return <SlideDeckContext value={store}>{children}</SlideDeckContext>;
}

export function useDeckStudio<T>(select: (state: TSlideDeckState) => T): T {
  const store = useContext(SlideDeckContext);
  if (!store) throw new Error('The slides studio renders its parts inside a SlideDeckProvider');
  return useStore(store, select);
}
