import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import type { TLocale, TPhoneCountry } from '@orator/contracts';
import { AppError } from '../../platform/errors';

/** Normalizes a national or international number to E.164, or refuses it with the spec's message. */
export function toE164(countryCode: string, phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, countryCode.toUpperCase() as CountryCode);
  if (!parsed || !parsed.isValid()) throw AppError.badRequest('phoneInvalid');
  return parsed.number;
}

const intlLocale: Record<TLocale, string> = { en: 'en', zh: 'zh-CN', pt: 'pt-BR' };

export function phoneCountries(locale: TLocale): TPhoneCountry[] {
  const names = new Intl.DisplayNames([intlLocale[locale]], { type: 'region' });
  const collator = new Intl.Collator(intlLocale[locale]);
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dialCode: `+${getCountryCallingCode(code)}` }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
