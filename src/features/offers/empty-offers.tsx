import { Link } from 'wouter';
import type { MyAttack } from '../../contract/offers';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import type { OfferListMode } from './api';

const EMPTY_OFFERS: Record<OfferListMode, string> = {
  current: '아직 받은 제안이 없어요. 제안이 오면 알림으로 알려 드릴게요.',
  select: '수락한 제안이 없어요.',
  expired: '지난 제안이 없어요.',
};

/**
 * An empty list and what to do about it. With no offers yet, a fuller profile is what brings them
 * (SPEC §1: a resume adds 21% more offers) — unless the profile is not shown to companies at all:
 * then the period card above already offers 다시 공개하기, and a second button would compete with it.
 */
export function EmptyOffers({ mode, attack }: { mode: OfferListMode; attack: MyAttack | undefined }) {
  const hidden = attack !== undefined && (!attack.isSubmitted || !attack.isActivate);
  if (mode !== 'current' || hidden) return <EmptyState message={EMPTY_OFFERS[mode]} />;
  return (
    <EmptyState
      message={EMPTY_OFFERS.current}
      hint="프로필을 채울수록 더 많은 기업이 제안을 보내요. 이력서를 올리면 제안이 21% 더 많아져요."
    >
      <Link href="/my/edit" asChild>
        <Button as="a">프로필 채우러 가기</Button>
      </Link>
    </EmptyState>
  );
}
