import { useQuery } from '@tanstack/react-query';
import { RewardsApi, type TRewardTaskState } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { browserTimeZone } from '../../../shared/lib/checkout';

export const rewardTasksQueryKey = ['reward-tasks'] as const;

export function getRewardTasks(): Promise<TRewardTaskState[]> {
  return shortApiClient.get<TRewardTaskState[]>(RewardsApi.tasks, { timeZone: browserTimeZone() });
}

export function useRewardTasks() {
  return useQuery({ queryKey: rewardTasksQueryKey, queryFn: getRewardTasks });
}
