/** The candidate's school entries (GET, POST /users/schools; GET, PATCH, DELETE /users/schools/{id}). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as apiPaths from '../../contract/api-paths';
import { OkResponse } from '../../contract/auth';
import { type SchoolEntry, SchoolEntryList, type SchoolEntryPatch, StoredSchoolEntry } from '../../contract/education';
import { request } from '../../lib/http';
import { verifyDataQuery } from './api';

/** Under 'profile': persisted for offline reading, and cleared with the rest of the profile. */
const educationKeys = { all: ['profile', 'schools'] as const };

const entryPath = (id: number) => apiPaths.userSchoolEntry.replace(':id', String(id));

const schoolEntriesQuery = () =>
  queryOptions({
    queryKey: educationKeys.all,
    queryFn: () => request(apiPaths.userSchools, { response: SchoolEntryList }),
    select: (list) => list.userSchoolItems,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSchoolEntries = () => useQuery(schoolEntriesQuery());

const addSchoolEntry = (entry: SchoolEntry) =>
  request(apiPaths.userSchools, { method: 'POST', body: entry, response: StoredSchoolEntry });

const updateSchoolEntry = ({ id, patch }: { id: number; patch: SchoolEntryPatch }) =>
  request(entryPath(id), { method: 'PATCH', body: patch, response: StoredSchoolEntry });

const deleteSchoolEntry = (id: number) => request(entryPath(id), { method: 'DELETE', response: OkResponse });

/** Every change refreshes the list and the verify data, which carries the entries too. */
function useInvalidateEducation() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: educationKeys.all }),
      queryClient.invalidateQueries({ queryKey: verifyDataQuery().queryKey }),
    ]);
}

export const useAddSchoolEntry = () => {
  const onSuccess = useInvalidateEducation();
  return useMutation({ mutationFn: addSchoolEntry, onSuccess });
};

export const useUpdateSchoolEntry = () => {
  const onSuccess = useInvalidateEducation();
  return useMutation({ mutationFn: updateSchoolEntry, onSuccess });
};

export const useDeleteSchoolEntry = () => {
  const onSuccess = useInvalidateEducation();
  return useMutation({ mutationFn: deleteSchoolEntry, onSuccess });
};
