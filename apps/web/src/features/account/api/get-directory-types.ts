import { useQuery } from '@tanstack/react-query';
import { UserApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** The survey questions whose choices come from the directory (SPEC 3 "Directory type"). */
export const SURVEY_DIRECTORY_CODES = ['profession', 'industry', 'companySize', 'videoType'] as const;
export type TSurveyDirectoryCode = (typeof SURVEY_DIRECTORY_CODES)[number];

/** One choice, named in Chinese (`value`), English and Portuguese. */
export interface TDirectoryType {
  id: number;
  code: string;
  value: string;
  valueEn: string;
  valuePt: string;
  sort: number;
}

export function getDirectoryTypes(code: TSurveyDirectoryCode): Promise<TDirectoryType[]> {
  return shortApiClient.get<TDirectoryType[]>(UserApi.typeList, { code });
}

export function useDirectoryTypes(code: TSurveyDirectoryCode) {
  return useQuery({
    queryKey: ['directory-types', code],
    queryFn: () => getDirectoryTypes(code),
    // The choices change with a server release, not while the app is open.
    staleTime: Infinity,
  });
}
