import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RewardsApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { commentsQueryKey, type TUserComment } from './get-comments';
import { rewardTasksQueryKey } from './get-reward-tasks';

export interface TAddCommentRequest {
  rating: number;
  content: string;
}

export function addComment(body: TAddCommentRequest): Promise<TUserComment> {
  return shortApiClient.post<TUserComment>(RewardsApi.addUserComment, body);
}

/** A first review makes the review task claimable. */
export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: commentsQueryKey });
      await queryClient.invalidateQueries({ queryKey: rewardTasksQueryKey });
    },
  });
}
