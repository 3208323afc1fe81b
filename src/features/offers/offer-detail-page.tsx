import { styled } from '@linaria/react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { formatKstDateTime } from '../../contract/kst';
import { DRAWN_OFFER_ELEMENT_ID } from '../../contract/offer-shell';
import type { Offer } from '../../contract/offers';
import { useAfterLoad } from '../../lib/after-load';
import { ApiError, NetworkError } from '../../lib/http';
import { withParticle } from '../../lib/korean';
import { queryClient } from '../../lib/query-client';
import { useCountdown } from '../../lib/use-countdown';
import { isSignedInAtom } from '../../session/session-state';
import { isNotFound, useOfferQueryGuard } from '../../session/use-offer-query-guard';
import { Button } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { Countdown } from '../../ui/countdown';
import { dottedLine } from '../../ui/dotted-line';
import { OfferedPerks } from '../../ui/offered-perks';
import { OfflineNotice } from '../../ui/offline-notice';
import { ConfirmAlertOnDemand } from '../../ui/on-demand';
import { Page } from '../../ui/page';
import { SalaryBand } from '../../ui/salary-band';
import { SignInPrompt } from '../../ui/sign-in-prompt';
import { StickyBar } from '../../ui/sticky-bar';
import { color, font, radius, space } from '../../ui/tokens';
import { coffeechatButtonLabel, MeetingOnOffer } from './accepted-meeting';
import { offerQuery, useAcceptOffer, useMeetingSummary, useRefuseOffer } from './api';
import { CompanyCard } from './company-card';
import { CompanyLogo } from './company-logo';
import { IncreaseBar } from './increase-bar';
import { LikeButton } from './like-button';
import { useListedOffer } from './listed-offer';
import { OfferDecisionNotes } from './offer-decision-notes';
import { useOfferDecisions } from './offer-decisions';
import { OfferNotFound } from './offer-not-found';
import { offerStatusLabel, senderLabel } from './offer-status';
import { RevisionAsk } from './revision-ask';

// Like the revision sheet (revision-ask.tsx): not in the page's first load, fetched once the page is up.
const RefuseSheet = lazy(() => import('./refuse-sheet').then((m) => ({ default: m.RefuseSheet })));
// Only an offer with a request for a revision shows it: kept out of the pages' shared first load.
const RevisionStatus = lazy(() => import('../../ui/revision-status').then((m) => ({ default: m.RevisionStatus })));

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${space.md};
`;

const Company = styled.h1`
  flex: 1;
  margin: 0;
  font-size: ${font.size.title};
`;

const Sub = styled.p`
  margin: ${space.xs} 0 0;
  color: ${color.textSub};
  font-size: ${font.size.body};
`;

const Deadline = styled.div`
  margin: ${space.xl} 0 0;
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.primarySoft};
  color: ${color.primary};
  font-weight: ${font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Band = styled.p`
  margin: ${space.xl} 0 0;
  font-size: ${font.size.display};
  font-weight: ${font.weight.bold};
`;

const Section = styled.section`
  margin-top: ${space.xl};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${space.sm};
  font-size: ${font.size.body};
  color: ${color.textSub};
`;

const Message = styled.p`
  margin: 0;
  white-space: pre-line;
  line-height: 1.7;
`;

const Closed = styled.p`
  margin: ${space.xl} 0 0;
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.background};
  color: ${color.textSub};
`;

function closedText(offer: Offer): string {
  if (offer.status === 'REFUSED')
    return `거절한 제안이에요.${offer.refusalReason ? ` (사유: ${offer.refusalReason})` : ''}`;
  return '선택 기간이 지난 제안이에요. 지난 제안은 읽기만 할 수 있어요.';
}

function ToOffers() {
  return (
    <Link href="/my/attack" asChild>
      <Button as="a">받은 제안 보기</Button>
    </Link>
  );
}

/** A waiting offer whose countdown ends while it is open is read again, so the page turns to 마감. */
function useReloadWhenExpired(offer: UseQueryResult<Offer>) {
  const waiting = offer.data?.status === 'WAITING';
  const left = useCountdown(waiting && offer.data ? Date.parse(offer.data.expiredAt) : undefined);
  const ended = waiting && left <= 0;
  const { refetch } = offer;
  useEffect(() => {
    if (ended) void refetch();
  }, [ended, refetch]);
}

/** The offer's page for a signed-in candidate; the worker draws it too (app/offer-prerender.tsx). */
export function OfferDetail({ id }: { id: number }) {
  // Read again on every visit, whatever the 30 s stale time says: this page is where a notification
  // lands, often after the offer changed (expired, answered elsewhere); the kept copy shows meanwhile,
  // or the list's card for an offer never opened on this device.
  const offer = useQuery({ ...offerQuery(id), refetchOnMount: 'always' });
  const listed = useListedOffer(id);
  const matched = (offer.data ?? listed)?.status === 'MATCHED';
  const meeting = useMeetingSummary(id, matched);
  const accept = useAcceptOffer(id);
  const refuse = useRefuseOffer(id);
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const [refusing, setRefusing] = useState(false);
  // The sheet's code comes once the page is up, not beside its first render: a page opened from a
  // notification shows its countdown first.
  const sheetsWanted = useAfterLoad();
  const [answerError, setAnswerError] = useState<string>();
  // An answer waiting in the outbox stands for the candidate's decision: no second one meanwhile.
  const answerWaiting = useOfferDecisions(id).answer?.state === 'queued';
  useOfferQueryGuard(offer);
  useReloadWhenExpired(offer);

  if (isNotFound(offer.error)) return <OfferNotFound />;
  const data = offer.data ?? listed;
  if (!data) {
    return offer.error instanceof NetworkError ? (
      <OfflineNotice onRetry={() => offer.refetch()} />
    ) : (
      <Page aria-busy="true" />
    );
  }
  const company = encodeURIComponent(data.name);
  // A conflict (expired meanwhile, answered in another tab) is shown and the offer reloaded.
  const onAnswerError = (error: Error) => {
    setConfirming(false);
    setAnswerError(error instanceof ApiError ? error.message : '요청을 실패하였습니다.');
    void offer.refetch();
  };

  return (
    <Page>
      <Head>
        <CompanyLogo src={data.logo} size={56} />
        <div>
          <Company>{data.name}</Company>
          <Sub>{dottedLine([data.position, senderLabel(data)])}</Sub>
        </div>
        <LikeButton id={data.id} isLike={data.isLike} />
      </Head>
      {data.status === 'WAITING' ? (
        <Deadline>
          {'선택 마감까지 '}
          <Countdown deadline={data.expiredAt} ended="마감되었어요" />
          <Sub>{`${formatKstDateTime(data.expiredAt)}까지 선택할 수 있어요`}</Sub>
        </Deadline>
      ) : (
        <Closed role="status">
          <Chip $tone={offerStatusLabel(data).tone}>{offerStatusLabel(data).label}</Chip>{' '}
          {data.status === 'MATCHED' ? <MeetingOnOffer summary={meeting} /> : closedText(data)}
        </Closed>
      )}
      <Band>
        <SalaryBand min={data.salaryMin} max={data.salaryMax} />
      </Band>
      <IncreaseBar rate={data.increaseRate} basis={data.increaseBasis} />
      <OfferedPerks perks={data.offerItems} />
      <Suspense fallback={null}>{data.revision ? <RevisionStatus revision={data.revision} /> : null}</Suspense>
      <Section>
        <SectionTitle>{`${senderLabel(data)}의 메시지`}</SectionTitle>
        <Message>{data.message}</Message>
      </Section>
      <OfferDecisionNotes offerId={data.id} />
      {answerError ? <Closed role="alert">{answerError}</Closed> : null}
      {data.offerGroupId === null ? (
        <RevisionAsk offer={data} answerWaiting={answerWaiting} onConflict={() => void offer.refetch()} />
      ) : null}
      {/* Last: it is read apart from the offer and arrives after it, so it moves nothing one could press. */}
      <CompanyCard offerId={data.id} />
      {data.status === 'WAITING' && data.offerGroupId !== null ? (
        <StickyBar>
          <Link href={`/my/result/curation/${data.offerGroupId}`} asChild>
            <Button as="a">큐레이션에서 선택하기</Button>
          </Link>
        </StickyBar>
      ) : data.status === 'WAITING' && !answerWaiting ? (
        <StickyBar>
          <Button variant="secondary" onClick={() => setRefusing(true)}>
            거절하기
          </Button>
          <Button onClick={() => setConfirming(true)}>커피챗 수락하기</Button>
        </StickyBar>
      ) : data.coffeechatId !== null ? (
        <StickyBar>
          <Link href={`/my/result/like/${data.coffeechatId}?company=${company}`} asChild>
            <Button as="a">{coffeechatButtonLabel(meeting)}</Button>
          </Link>
        </StickyBar>
      ) : (
        // Expired (often found from a notification that came days ago) or refused: on to the others.
        <StickyBar>
          <ToOffers />
        </StickyBar>
      )}
      <ConfirmAlertOnDemand
        view={confirming}
        title={`${withParticle(data.name, '와', '과')} 커피챗을 할까요?`}
        subtit="커피챗은 채용 담당자와 가볍게 대화해 보는 자리예요. 수락하면 이 회사에만 이름과 연락처가 공개돼요."
        left={{ title: '취소', function: () => setConfirming(false) }}
        right={{
          title: accept.isPending ? '수락하는 중…' : '수락하기',
          // A second tap while the first is on its way would be refused as already accepted.
          function: () =>
            !accept.isPending &&
            accept.mutate(undefined, {
              onSuccess: ({ sent }) =>
                sent ? navigate(`/my/result/like/${sent.coffeechatId}?company=${company}`) : setConfirming(false),
              onError: onAnswerError,
            }),
        }}
        onClose={() => setConfirming(false)}
      />
      {sheetsWanted || refusing ? (
        <Suspense fallback={null}>
          <RefuseSheet
            open={refusing}
            company={data.name}
            pending={refuse.isPending}
            error={refuse.error instanceof ApiError ? refuse.error.message : undefined}
            onClose={() => setRefusing(false)}
            onRefuse={(reason) =>
              refuse.mutate(reason, {
                onSuccess: ({ sent }) =>
                  sent ? navigate(`/my/result/hate/${id}?company=${company}&message=y`) : setRefusing(false),
                onError: (error) => {
                  setRefusing(false);
                  onAnswerError(error);
                },
              })
            }
          />
        </Suspense>
      ) : null}
    </Page>
  );
}

/** /my/result/:id — the offer with its countdown, accept and refuse (SPEC §2, §4). */
export function OfferDetailPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  if (!signedIn) return <SignInPrompt lead="받은 제안은 로그인한 뒤에 볼 수 있어요." />;
  if (!Number.isInteger(id) || id < 1) {
    return (
      <Page>
        <Closed role="alert">잘못된 경로입니다. 볼트엑스 메인을 통해 다시 진입해 주세요.</Closed>
        <StickyBar>
          <Link href="/" asChild replace>
            <Button as="a">메인으로 가기</Button>
          </Link>
        </StickyBar>
      </Page>
    );
  }
  return <OfferDetail id={id} />;
}

/**
 * The offer a page the worker drew carries, taken before the first render (app/candidate-routes.tsx).
 * Its code comes only with such a page: the app drawing the page itself never needs it.
 */
export const takeDrawnOffer = (): Promise<unknown> | undefined =>
  document.getElementById(DRAWN_OFFER_ELEMENT_ID)
    ? import('./drawn-offer').then(({ seedDrawnOffer }) => seedDrawnOffer(queryClient))
    : undefined;
