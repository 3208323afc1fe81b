import { styled } from '@linaria/react';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { MyAttack } from '../../contract/offers';
import { ApiError } from '../../lib/http';
import { announceSessionExpired } from '../../lib/session-events';
import { isSignedInAtom } from '../../session/session-state';
import { Countdown } from '../../ui/countdown';
import { color, font, radius, space } from '../../ui/tokens';
import { useMyAttack } from './api';

const Banner = styled(Link)`
  display: block;
  margin: ${space.lg} 0;
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.primary};
  color: #ffffff;
  text-decoration: none;
  font-variant-numeric: tabular-nums;

  & strong {
    display: block;
    font-size: ${font.size.bodyLarge};
  }
  & span {
    font-size: ${font.size.body};
    opacity: 0.9;
  }
`;

function bannerOf(attack: MyAttack): { href: string; title: string; countdownTo?: string; sub: string } {
  if (!attack.isActivate || !attack.isSubmitted) {
    return { href: '/my/retry', title: '프로필을 다시 공개하고 제안을 받아 보세요', sub: '다시 공개하기 →' };
  }
  const recent = attack.recentOfferItem;
  if (recent) {
    const href =
      recent.offerGroupId !== null ? `/my/result/curation/${recent.offerGroupId}` : `/my/result/${recent.id}`;
    return {
      href,
      title: '도착한 연봉 제안이 있어요',
      countdownTo: recent.expiredAt,
      sub: '지금 확인하기 →',
    };
  }
  if (attack.counts.selected > 0) {
    return { href: '/my/attack/select', title: '수락한 제안을 확인해 보세요', sub: '커피챗 준비하기 →' };
  }
  if (attack.counts.expired > 0) {
    return { href: '/my/attack/expired', title: '지난 제안을 확인해 보세요', sub: '지난 제안 보기 →' };
  }
  return { href: '/my/attack', title: '기업의 제안을 기다리고 있어요', sub: '제안이 오면 알려 드릴게요 →' };
}

function SignedInBanner() {
  const attack = useMyAttack();
  useEffect(() => {
    // SPEC §8: a 401 on attack queries shows the expiry alert; other failures leave the page as it is.
    if (attack.error instanceof ApiError && attack.error.status === 401) announceSessionExpired();
  }, [attack.error]);
  if (!attack.data) return null;
  const banner = bannerOf(attack.data);
  return (
    <Banner href={banner.href}>
      <strong>{banner.title}</strong>
      <span>
        {banner.countdownTo ? (
          <Countdown deadline={banner.countdownTo} ended="선택 기간이 끝났어요 · " suffix=" 남았어요 · " />
        ) : null}
        {banner.sub}
      </span>
    </Banner>
  );
}

/** The home offer banner (SPEC §2): retry prompt, a live countdown to the newest offer, or past offers. */
export function OfferBanner() {
  const signedIn = useAtomValue(isSignedInAtom);
  return signedIn ? <SignedInBanner /> : null;
}
