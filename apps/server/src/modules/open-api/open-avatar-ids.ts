/**
 * The public API's avatar ids are integers (clients parse them as such); Orator's are 'stock-0001' and 'photo-12'.
 * The integer carries the number with the kind in its last digit, so both ways are exact and no table is kept:
 * stock-0001 is 11, photo-12 is 122.
 */
const KIND_DIGIT = { stock: 1, photo: 2 } as const;
const PREFIX_OF: Record<number, string> = { [KIND_DIGIT.stock]: 'stock-', [KIND_DIGIT.photo]: 'photo-' };

export function toOpenAvatarId(digitalHumanId: string): number {
  const [kind, number] = digitalHumanId.split('-') as [string, string];
  const digit = KIND_DIGIT[kind as keyof typeof KIND_DIGIT];
  if (!digit) throw new Error(`no open-API id for avatar ${digitalHumanId}`);
  return Number(number) * 10 + digit;
}

/** Orator's id for a public one, or null when the number names no kind of avatar. */
export function fromOpenAvatarId(openId: number): string | null {
  const prefix = PREFIX_OF[openId % 10];
  const number = Math.floor(openId / 10);
  if (!prefix || number < 1) return null;
  return prefix === 'stock-' ? `${prefix}${String(number).padStart(4, '0')}` : `${prefix}${number}`;
}
