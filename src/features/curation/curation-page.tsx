import { useAtomValue } from 'jotai';
import { useParams } from 'wouter';
import { isSignedInAtom } from '../../app/session-state';
import { SignInPrompt } from '../../app/sign-in-prompt';
import { useOfferQueryGuard } from '../../app/use-offer-query-guard';
import { NetworkError } from '../../lib/http';
import { OfflineNotice } from '../../ui/offline-notice';
import { Page } from '../../ui/page';
import { useOfferGroup } from './api';
import { CurationResult } from './curation-result';
import { CurationSelection } from './curation-selection';

function Curation({ groupId }: { groupId: number }) {
  const group = useOfferGroup(groupId);
  useOfferQueryGuard(group);
  if (!group.data) {
    return group.error instanceof NetworkError ? (
      <OfflineNotice onRetry={() => group.refetch()} />
    ) : (
      <Page aria-busy="true" />
    );
  }
  const { status } = group.data;
  return status === 'WAITING' || status === 'EXPIRED' ? (
    <CurationSelection group={group.data} onConflict={() => group.refetch()} />
  ) : (
    <CurationResult group={group.data} />
  );
}

/** /my/result/curation/:offerGroupId — the agent's bundle of companies (SPEC §2, §4). */
export function CurationPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  const groupId = Number(useParams<{ offerGroupId: string }>().offerGroupId);
  if (!signedIn) return <SignInPrompt lead="큐레이션 제안은 로그인한 뒤에 볼 수 있어요." />;
  return <Curation key={groupId} groupId={Number.isInteger(groupId) && groupId > 0 ? groupId : 0} />;
}
