/**
 * The survey page: the candidate's survey answers and, from the v3 profile, their willingness and
 * whether they majored in the field; saved together, each part to its own endpoint.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as apiPaths from '../../contract/api-paths';
import { My } from '../../contract/my';
import { pathOf } from '../../contract/paths';
import { IsMajor, ProfileV3, SurveyAnswers, Willingness } from '../../contract/profile';
import { request } from '../../lib/http';
import { OWN_DATA, settingsKeys } from './settings-keys';

/** The survey answers with the user id their PATCH path needs (`/users/surveys/{userId}`). */
const surveysQuery = () =>
  queryOptions({
    queryKey: settingsKeys.surveys(),
    queryFn: async () => {
      const { userId } = await request(apiPaths.my, { response: My });
      const answers = await request(pathOf(apiPaths.surveys, { id: userId }), { response: SurveyAnswers });
      return { userId, userSurveyItems: answers.userSurveyItems };
    },
    ...OWN_DATA,
  });

export const useSurveys = () => useQuery(surveysQuery());

const intentQuery = () =>
  queryOptions({
    queryKey: settingsKeys.intent(),
    queryFn: async () => {
      const { willingness, isMajor } = await request(apiPaths.profile, { response: ProfileV3 });
      // null: not answered yet.
      return { willingness: willingness ?? null, isMajor: isMajor ?? null };
    },
    ...OWN_DATA,
  });

export const useIntent = () => useQuery(intentQuery());

export interface SurveyChanges {
  userId: string;
  /** Only the parts that changed are sent. */
  answers?: SurveyAnswers['userSurveyItems'];
  willingness?: Willingness['willingness'];
  isMajor?: IsMajor['isMajor'];
}

/**
 * Sends the changed parts side by side; each one that succeeds is stored at once, so a part that
 * failed stays changed in the form and saving again resends only what is left.
 */
export function useSaveSurvey() {
  const queryClient = useQueryClient();
  const mergeIntent = (change: Partial<Willingness & IsMajor>) =>
    queryClient.setQueryData(intentQuery().queryKey, (current) => (current ? { ...current, ...change } : current));
  return useMutation({
    mutationFn: ({ userId, answers, willingness, isMajor }: SurveyChanges) =>
      Promise.all([
        answers &&
          request(pathOf(apiPaths.surveys, { id: userId }), {
            method: 'PATCH',
            body: { userSurveyItems: answers },
            response: SurveyAnswers,
          }).then((saved) => queryClient.setQueryData(surveysQuery().queryKey, { userId, ...saved })),
        willingness &&
          request(apiPaths.willingness, { method: 'PATCH', body: { willingness }, response: Willingness }).then(
            mergeIntent,
          ),
        isMajor === undefined
          ? undefined
          : request(apiPaths.isMajor, { method: 'PATCH', body: { isMajor }, response: IsMajor }).then(mergeIntent),
      ]),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: settingsKeys.all,
        predicate: (query) => query.queryKey[1] !== 'surveys' && query.queryKey[1] !== 'intent',
      }),
  });
}
