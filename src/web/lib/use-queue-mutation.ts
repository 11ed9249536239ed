import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { BADGES_QUERY_KEY } from './realtime';

/** A review-queue decision: when it settles, the queue's lists and the navigation badges are fetched again. */
export function useQueueMutation<T, R>(fn: (input: T) => Promise<R>, refresh: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      for (const queryKey of [...refresh, BADGES_QUERY_KEY]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
