import { useQuery } from '@tanstack/react-query';
import { UserApi, type TLocale, type TPhoneCountry } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** Country names come back in the language of the Language header. */
export function getPhoneCountries(): Promise<TPhoneCountry[]> {
  return shortApiClient.get<TPhoneCountry[]>(UserApi.phoneCountry);
}

export function usePhoneCountries(locale: TLocale) {
  return useQuery({ queryKey: ['phone-countries', locale], queryFn: getPhoneCountries, staleTime: Infinity });
}
