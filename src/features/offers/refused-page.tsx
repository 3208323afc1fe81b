/**
 * /my/result/hate/:id?company=&message=y — after refusing an offer. The company, the position and
 * the reason shown are the server's (the offer is read again): the query string's company is only
 * SPEC's shape of the link, never shown, so a made-up link cannot put words in a company's mouth.
 */
import { styled } from '@linaria/react';
import { useAtomValue } from 'jotai';
import { Link, useParams, useSearch } from 'wouter';
import type { Offer } from '../../contract/offers';
import { NetworkError } from '../../lib/http';
import { useHasResume } from '../../lib/profile-query';
import { isSignedInAtom } from '../../session/session-state';
import { isNotFound, useOfferQueryGuard } from '../../session/use-offer-query-guard';
import { Button } from '../../ui/button';
import { NextSteps } from '../../ui/next-steps';
import { NotFoundState } from '../../ui/not-found-state';
import { OfflineNotice } from '../../ui/offline-notice';
import { Lead, Page, Title } from '../../ui/page';
import { SalaryBand } from '../../ui/salary-band';
import { SignInPrompt } from '../../ui/sign-in-prompt';
import { StickyBar } from '../../ui/sticky-bar';
import { color, font, radius, space } from '../../ui/tokens';
import { useOffer } from './api';
import { CompanyLogo } from './company-logo';
import { OfferNotFound } from './offer-not-found';

const Summary = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  padding: ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
`;

const SummaryText = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  font-size: ${font.size.body};
`;

const Muted = styled.span`
  color: ${color.textSub};
  font-size: ${font.size.caption};
`;

export const NOT_REFUSED_TITLE = '아직 거절하지 않은 제안이에요';

export const RESUME_HINT = '이력서를 올리면 21% 더 많은 제안을 받아요.';
export const PROFILE_HINT = '경력 설명과 기술 스택을 채우면 더 잘 맞는 제안을 받을 수 있어요.';

/** The resume's promise only to a candidate known to have none; otherwise what is true for everyone. */
const refusedSteps = (resume: boolean | undefined) => [
  {
    href: '/my/edit',
    label: '프로필 보강하기',
    hint: resume === false ? RESUME_HINT : PROFILE_HINT,
  },
  {
    href: '/my/attack/expired',
    label: '지난 제안 보기',
    hint: '거절하거나 마감된 제안은 여기에서 다시 볼 수 있어요.',
  },
];

function ToOffers() {
  return (
    <StickyBar>
      <Link href="/my/attack" asChild replace>
        <Button as="a">받은 제안 보기</Button>
      </Link>
    </StickyBar>
  );
}

function RefusedOffer({ offer, messageSent }: { offer: Offer; messageSent: boolean }) {
  const resume = useHasResume();
  return (
    <Page>
      <Title>{`${offer.name}의 제안을 거절했어요`}</Title>
      <Lead>
        {messageSent
          ? '남겨 주신 사유는 기업에 전달돼요. 더 잘 맞는 제안을 받을 수 있도록 도울게요.'
          : '더 잘 맞는 제안을 받을 수 있도록 도울게요.'}
      </Lead>
      <Summary>
        <CompanyLogo src={offer.logo} size={48} />
        <SummaryText>
          <strong>{offer.position}</strong>
          <span>
            <SalaryBand min={offer.salaryMin} max={offer.salaryMax} />
          </span>
          {offer.refusalReason ? <Muted>{`거절 사유: ${offer.refusalReason}`}</Muted> : null}
        </SummaryText>
      </Summary>
      <NextSteps title="다음 제안을 위해" steps={refusedSteps(resume)} />
      <ToOffers />
    </Page>
  );
}

function Refused({ id, messageSent }: { id: number; messageSent: boolean }) {
  const offer = useOffer(id);
  useOfferQueryGuard(offer);
  if (isNotFound(offer.error)) return <OfferNotFound />;
  if (offer.data && offer.data.status !== 'REFUSED') {
    return (
      <NotFoundState title={NOT_REFUSED_TITLE} reason="제안 화면에서 수락하거나 거절할 수 있어요.">
        <Link href={`/my/result/${id}`} asChild replace>
          <Button as="a">제안 보기</Button>
        </Link>
      </NotFoundState>
    );
  }
  if (!offer.data) {
    return offer.error instanceof NetworkError ? (
      <OfflineNotice onRetry={() => offer.refetch()} />
    ) : (
      <Page aria-busy="true" />
    );
  }
  return <RefusedOffer offer={offer.data} messageSent={messageSent} />;
}

/** /my/result/hate/:id — after refusing an offer (SPEC §2). */
export function RefusedPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  const id = Number(useParams<{ id: string }>().id);
  const messageSent = new URLSearchParams(useSearch()).get('message') === 'y';
  if (!signedIn) return <SignInPrompt lead="받은 제안은 로그인한 뒤에 볼 수 있어요." />;
  if (!Number.isInteger(id) || id < 1) return <OfferNotFound />;
  return <Refused id={id} messageSent={messageSent} />;
}
