import { useAtomValue } from 'jotai';
import { Link, useParams } from 'wouter';
import { NetworkError } from '../../lib/http';
import { isSignedInAtom } from '../../session/session-state';
import { isNotFound, useOfferQueryGuard } from '../../session/use-offer-query-guard';
import { Button } from '../../ui/button';
import { NotFoundState } from '../../ui/not-found-state';
import { OfflineNotice } from '../../ui/offline-notice';
import { Page } from '../../ui/page';
import { SignInPrompt } from '../../ui/sign-in-prompt';
import { useOfferGroup } from './api';
import { CurationResult } from './curation-result';
import { CurationSelection } from './curation-selection';

export const CURATION_NOT_FOUND_TITLE = '큐레이션을 찾을 수 없어요';
export const CURATION_NOT_FOUND_REASON =
  '다른 계정으로 받은 큐레이션이거나 더 이상 볼 수 없는 큐레이션이에요. 받은 제안 목록에서 다시 확인해 주세요.';

function CurationNotFound() {
  return (
    <NotFoundState title={CURATION_NOT_FOUND_TITLE} reason={CURATION_NOT_FOUND_REASON}>
      <Link href="/my/attack" asChild replace>
        <Button as="a">받은 제안 보기</Button>
      </Link>
    </NotFoundState>
  );
}

function Curation({ groupId }: { groupId: number }) {
  const group = useOfferGroup(groupId);
  useOfferQueryGuard(group);
  if (isNotFound(group.error)) return <CurationNotFound />;
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
  if (!Number.isInteger(groupId) || groupId < 1) return <CurationNotFound />;
  return <Curation key={groupId} groupId={groupId} />;
}
