/**
 * The files page: the candidate's stored files, and the request to the agent that first uploads
 * the picked files straight to the store, one by one.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as apiPaths from '../../contract/api-paths';
import {
  AgentRequestCreated,
  FILE_TOO_LARGE_MESSAGE,
  type FileType,
  UploadTicket,
  UserFiles,
} from '../../contract/files';
import { request } from '../../lib/http';
import { OWN_DATA, settingsKeys } from './settings-keys';

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
