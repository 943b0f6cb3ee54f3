import type { TLocale } from '../constants';

/** Messages by key, each in every locale; feature catalogues are merged into `messages`. */
export type TCatalogue = Record<string, Record<TLocale, string>>;
