import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DigitalHumanApi, type TDigitalHuman, type TDigitalHumanListRequest, type TPage } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export function getPresenters(request: TDigitalHumanListRequest): Promise<TPage<TDigitalHuman>> {
  return shortApiClient.post<TPage<TDigitalHuman>>(DigitalHumanApi.list, request);
}

/** The stock presenters, a page at a time; the grid keeps the last page while the next loads. */
export function usePresenters(request: TDigitalHumanListRequest) {
  return useQuery({
    queryKey: ['presenters', request],
    queryFn: () => getPresenters(request),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
