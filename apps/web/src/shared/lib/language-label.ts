/** A language as its speakers write it, with the English name beside it for everyone else. */
export function languageLabel({ name, nativeName }: { name: string; nativeName: string }): string {
  return nativeName === name ? name : `${nativeName} · ${name}`;
}
