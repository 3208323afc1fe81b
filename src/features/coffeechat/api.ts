/** The questions a candidate takes to a coffee chat (SPEC §7 GET and POST /users/coffeechats/questions). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as apiPaths from '../../contract/api-paths';
import { CoffeechatQuestions } from '../../contract/offers';
import { request } from '../../lib/http';

const coffeechatKeys = {
  questions: (coffeechatId: number) => ['coffeechats', coffeechatId, 'questions'] as const,
};

const coffeechatQuestionsQuery = (coffeechatId: number) =>
  queryOptions({
    queryKey: coffeechatKeys.questions(coffeechatId),
    queryFn: () => request(apiPaths.coffeechatQuestions, { query: { coffeechatId }, response: CoffeechatQuestions }),
  });

export const useCoffeechatQuestions = (coffeechatId: number) => useQuery(coffeechatQuestionsQuery(coffeechatId));

export function useSaveCoffeechatQuestions(coffeechatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: string[]) =>
      request(apiPaths.coffeechatQuestions, {
        method: 'POST',
        body: { coffeechatId, items },
        response: CoffeechatQuestions,
      }),
    onSuccess: (saved) => queryClient.setQueryData(coffeechatKeys.questions(coffeechatId), saved),
  });
}
