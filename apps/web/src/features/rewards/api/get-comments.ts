import { useQuery } from '@tanstack/react-query';
import { RewardsApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export interface TUserComment {
  id: number;
  rating: number;
  content: string;
  createTime: string;
}

export const commentsQueryKey = ['user-comments'] as const;

export function getComments(): Promise<TUserComment[]> {
  return shortApiClient.post<TUserComment[]>(RewardsApi.getUserComment);
}

export function useComments() {
  return useQuery({ queryKey: commentsQueryKey, queryFn: getComments });
}
