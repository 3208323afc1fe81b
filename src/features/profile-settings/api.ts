/**
 * The candidate's side pages of the profile: restricted and interest companies, tech stack, the
 * estimated-salary report, the survey and the stored files with the agent request (SPEC §7). Own data lives under the persisted root
 * 'profile', so these pages read offline; searches and recommendations are not kept.
 */
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { CompanyList } from '../../contract/companies';
import {
  AgentRequestCreated,
  FILE_TOO_LARGE_MESSAGE,
  type FileType,
  UploadTicket,
  UserFiles,
} from '../../contract/files';
import { My } from '../../contract/my';
import { apiPaths, pathOf } from '../../contract/paths';
import {
  ChosenCompanies,
  type CompanyMode,
  CompanySearchResult,
  IsMajor,
  ProfileV3,
  SalaryReport,
  SurveyAnswers,
  TECH_STACK_RESULTS_MAX,
  TechStackSearch,
  TechStackUpdate,
  Willingness,
} from '../../contract/profile';
import { request } from '../../lib/http';

const settingsKeys = {
  all: ['profile'] as const,
  companies: (mode: CompanyMode) => ['profile', 'companies', mode] as const,
  report: () => ['profile', 'report'] as const,
  techStacks: () => ['profile', 'techStacks'] as const,
  surveys: () => ['profile', 'surveys'] as const,
  /** Willingness and isMajor, read from the v3 profile. */
  intent: () => ['profile', 'intent'] as const,
  files: () => ['profile', 'files'] as const,
  /** The same entry the landing's company grid fills: one contract, one cache. */
  participating: () => ['companies', 'participating'] as const,
  companySearch: (q: string) => ['companySearch', q] as const,
  techStackSearch: (q: string) => ['techStackSearch', q] as const,
  techStackRecommend: () => ['techStackRecommend'] as const,
};

/**
 * SPEC §9: own data never goes stale by itself; SPEC §7: profile queries retry once. The pages
 * here edit it, so each visit reads it anew all the same (see own-data.tsx).
 */
const OWN_DATA = { staleTime: Number.POSITIVE_INFINITY, retry: 1, refetchOnMount: 'always' } as const;
const SEARCH_STALE_MS = 60_000;

/**
 * After a save, the profile tab and the edit page (their own keys under 'profile') show the change
 * on their next read; the saved query itself already holds the server's answer.
 */
function invalidateOtherProfileQueries(queryClient: QueryClient, saved: readonly unknown[]) {
  return queryClient.invalidateQueries({
    queryKey: settingsKeys.all,
    predicate: (query) => !saved.every((part, index) => query.queryKey[index] === part),
  });
}

const chosenCompaniesQuery = (mode: CompanyMode) =>
  queryOptions({
    queryKey: settingsKeys.companies(mode),
    queryFn: () => request(pathOf(apiPaths.chosenCompanies, { mode }), { response: ChosenCompanies }),
    ...OWN_DATA,
  });

export const useChosenCompanies = (mode: CompanyMode) => useQuery(chosenCompaniesQuery(mode));

export function useSaveChosenCompanies(mode: CompanyMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyIds: number[]) =>
      request(pathOf(apiPaths.chosenCompanies, { mode }), {
        method: 'PATCH',
        body: { companyIds },
        response: ChosenCompanies,
      }),
    onSuccess: (chosen) => {
      queryClient.setQueryData(chosenCompaniesQuery(mode).queryKey, chosen);
      return invalidateOtherProfileQueries(queryClient, settingsKeys.companies(mode));
    },
  });
}

/** SPEC §9: the company list is cached indefinitely. */
export const useParticipatingCompanies = () =>
  useQuery({
    queryKey: settingsKeys.participating(),
    queryFn: () => request(apiPaths.companies, { response: CompanyList, auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** `q` is already trimmed; nothing is asked for an empty one. */
export const useCompanySearch = (q: string) =>
  useQuery({
    queryKey: settingsKeys.companySearch(q),
    queryFn: ({ signal }) => request(apiPaths.companySearch, { query: { q }, response: CompanySearchResult, signal }),
    enabled: q !== '',
    staleTime: SEARCH_STALE_MS,
    placeholderData: keepPreviousData,
  });

const techStacksQuery = () =>
  queryOptions({
    queryKey: settingsKeys.techStacks(),
    queryFn: async () => {
      const profile = await request(apiPaths.profile, { response: ProfileV3 });
      return { techStackItems: profile.techStackItems };
    },
    ...OWN_DATA,
  });

export const useTechStacks = () => useQuery(techStacksQuery());

export function useSaveTechStacks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (techStackItems: string[]) =>
      request(apiPaths.techStackUpdate, { method: 'PATCH', body: { techStackItems }, response: TechStackUpdate }),
    onSuccess: (saved) => {
      queryClient.setQueryData(techStacksQuery().queryKey, saved);
      return invalidateOtherProfileQueries(queryClient, settingsKeys.techStacks());
    },
  });
}

/** SPEC §5: search results are cut to the first 20. */
export const useTechStackSearch = (q: string) =>
  useQuery({
    queryKey: settingsKeys.techStackSearch(q),
    queryFn: async ({ signal }) => {
      const found = await request(apiPaths.techStackSearch, { query: { q }, response: TechStackSearch, signal });
      return found.items.slice(0, TECH_STACK_RESULTS_MAX);
    },
    enabled: q !== '',
    staleTime: SEARCH_STALE_MS,
    placeholderData: keepPreviousData,
  });

/** SPEC §7: on error the page falls back to TECH_STACK_FALLBACK, so one try is enough. */
export const useTechStackRecommendations = () =>
  useQuery({
    queryKey: settingsKeys.techStackRecommend(),
    queryFn: async () => (await request(apiPaths.techStackRecommend, { response: TechStackSearch })).items,
    retry: false,
    staleTime: SEARCH_STALE_MS,
  });

const reportQuery = () =>
  queryOptions({
    queryKey: settingsKeys.report(),
    queryFn: () => request(apiPaths.report, { response: SalaryReport }),
    // Unlike the rest, the report changes by itself once its 48 hours pass: read it anew on each visit.
    staleTime: 0,
    retry: 1,
  });

export const useReport = () => useQuery(reportQuery());

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

const userFilesQuery = () =>
  queryOptions({
    queryKey: settingsKeys.files(),
    queryFn: () => request(apiPaths.userFiles, { response: UserFiles }),
    ...OWN_DATA,
  });

export const useUserFiles = () => useQuery(userFilesQuery());

/** A file the candidate picked for the agent, with the type its name declares. */
export interface AgentMaterial {
  file: File;
  fileType: FileType;
}

/** The bytes never reached the store; the message is the one shown. */
export class AgentUploadError extends Error {
  override name = 'AgentUploadError';
}

async function uploadAgentMaterial({ file, fileType }: AgentMaterial): Promise<number> {
  const ticket = await request(apiPaths.agentUpload, {
    query: { fileType, size: file.size, name: file.name },
    response: UploadTicket,
  });
  // The store checks exactly these headers (its type, and If-None-Match so a URL writes once).
  const response = await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.uploadHeaders, body: file }).catch(
    () => undefined,
  );
  if (!response?.ok) {
    throw new AgentUploadError(
      response?.status === 413 ? FILE_TOO_LARGE_MESSAGE : `${file.name} 파일을 올리지 못했어요. 다시 시도해 주세요.`,
    );
  }
  return ticket.fileId;
}

/** Uploads the files one by one, then asks the agent with their ids (SPEC §7 `POST /users/agent`). */
export function useSendToAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ message, materials }: { message: string; materials: readonly AgentMaterial[] }) => {
      const fileIds: number[] = [];
      for (const material of materials) fileIds.push(await uploadAgentMaterial(material));
      return request(apiPaths.agentRequest, {
        method: 'POST',
        body: { message, fileIds },
        response: AgentRequestCreated,
      });
    },
    // Files uploaded before a failure are stored all the same: the list shows them either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.files() }),
  });
}
