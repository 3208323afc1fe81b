import { styled } from '@linaria/react';
import { type UseQueryResult, useIsRestoring } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import type { MyAttack, OfferCounts, OfferList as OfferListAnswer } from '../../contract/offers';
import { useAfterLoad } from '../../lib/after-load';
import { NetworkError } from '../../lib/http';
import { queryClient } from '../../lib/query-client';
import { readTokens } from '../../lib/tokens';
import { isSignedInAtom } from '../../session/session-state';
import { useOfferQueryGuard } from '../../session/use-offer-query-guard';
import { Button } from '../../ui/button';
import { HydrateApart } from '../../ui/hydrate-apart';
import { MyTabs } from '../../ui/my-tabs';
import { Lead, Page } from '../../ui/page';
import { SignInPrompt } from '../../ui/sign-in-prompt';
import { TabNav } from '../../ui/tab-nav';
import { color, font, space } from '../../ui/tokens';
import {
  myAttackQuery,
  type OfferListMode,
  offerListQuery,
  useMeetingStatuses,
  useMyAttack,
  useOfferList,
} from './api';
import { AttackPeriodCard } from './attack-period-card';
import { EmptyOffers } from './empty-offers';
import { seedFirstOffers } from './first-offers';
import { OfferList } from './offer-list';

// Its code comes once the page is up, or at the press: the list is what the page is for.
const OfferHistorySheet = lazy(() => import('./offer-history-sheet').then((m) => ({ default: m.OfferHistorySheet })));

const PATHS: Record<OfferListMode, string> = {
  current: '/my/attack',
  select: '/my/attack/select',
  expired: '/my/attack/expired',
};

const Status = styled.p`
  color: ${color.textMuted};
  font-size: ${font.size.body};
`;

const HistoryButton = styled(Button)`
  margin-top: ${space.xl};
`;

/** SPEC §2: the selected tab shows only when the selected count is above 0. */
function modeTabs(counts: OfferCounts | undefined) {
  const tabs = [{ href: PATHS.current, label: `받은 제안 ${counts?.current ?? ''}`.trim() }];
  if (counts && counts.selected > 0) tabs.push({ href: PATHS.select, label: `수락한 제안 ${counts.selected}` });
  tabs.push({ href: PATHS.expired, label: `지난 제안 ${counts?.expired ?? ''}`.trim() });
  return tabs;
}

/**
 * The list to draw, if any: an empty copy that is out of date while a newer answer is on its way
 * (kept on the device, or older than the summary's counts) is not — "아직 받은 제안이 없어요"
 * would stand for a moment before the offers that came since. Offline (paused), or once the
 * request failed, the kept copy is all there is, and it is shown.
 */
function listWorthShowing(list: UseQueryResult<OfferListAnswer>): OfferListAnswer | undefined {
  const reloadingEmpty = list.data?.offerItems.length === 0 && list.isStale && list.isFetching;
  return reloadingEmpty ? undefined : list.data;
}

/** The tabs' counts: the list's, or while it loads the summary's when fresh, else none rather than an old 0. */
function countsWorthShowing(list: OfferListAnswer | undefined, attack: UseQueryResult<MyAttack>) {
  if (list) return list.counts;
  return attack.data && !attack.isStale ? attack.data.counts : undefined;
}

/** The signed-in candidate's offers (also drawn by the server: app/offers-prerender.tsx). */
export function Offers({ mode }: { mode: OfferListMode }) {
  const attack = useMyAttack();
  const list = useOfferList(mode, attack);
  const meetingStatuses = useMeetingStatuses(mode === 'select');
  const restoring = useIsRestoring();
  const [historyOpen, setHistoryOpen] = useState(false);
  const pageIsUp = useAfterLoad();
  useOfferQueryGuard(attack);
  useOfferQueryGuard(list);

  // Nothing that a later answer would push down is shown before it: the attack-period card comes
  // before the tabs, the list before the history button. While the kept copy is read from the
  // device a query reports itself idle: that is a wait too. (A paused request, offline, is not.)
  const attackLoading = attack.isPending && (restoring || attack.fetchStatus === 'fetching');
  const shownList = listWorthShowing(list);
  const listSettled = Boolean(shownList) || list.error instanceof NetworkError;
  const loading = <Status role="status">제안을 불러오는 중이에요…</Status>;

  // Taking over the page the server drew, the parts with nothing to press (links only) come alive
  // each in a task of their own (ui/hydrate-apart.tsx).
  return (
    <Page>
      <HydrateApart>
        <MyTabs />
      </HydrateApart>
      {attackLoading ? (
        loading
      ) : (
        <>
          {attack.data ? <AttackPeriodCard attack={attack.data} /> : null}
          <HydrateApart>
            <TabNav tabs={modeTabs(countsWorthShowing(shownList, attack))} current={PATHS[mode]} label="제안 보기" />
          </HydrateApart>
          {shownList ? (
            shownList.offerItems.length === 0 ? (
              <EmptyOffers mode={mode} attack={attack.data} />
            ) : (
              <OfferList offers={shownList.offerItems} meetingStatuses={meetingStatuses} />
            )
          ) : list.error instanceof NetworkError ? (
            <>
              <Lead>인터넷에 연결되어 있지 않아요. 연결을 확인한 뒤 다시 시도해 주세요.</Lead>
              <Button onClick={() => list.refetch()}>다시 시도하기</Button>
            </>
          ) : (
            loading
          )}
          {listSettled ? (
            <HistoryButton variant="secondary" onClick={() => setHistoryOpen(true)}>
              제안 기록 보기
            </HistoryButton>
          ) : null}
        </>
      )}
      {pageIsUp || historyOpen ? (
        <Suspense fallback={null}>
          <OfferHistorySheet open={historyOpen} onClose={() => setHistoryOpen(false)} />
        </Suspense>
      ) : null}
    </Page>
  );
}

function MyAttackPage({ mode }: { mode: OfferListMode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  return signedIn ? <Offers mode={mode} /> : <SignInPrompt lead="받은 제안은 로그인한 뒤에 볼 수 있어요." />;
}

/**
 * The page's two requests, started as soon as its code is here (app/routes.tsx startPage), before
 * the page's first render — unless the page arrived with their answers (first-offers.ts): then
 * the prefetches find them fresh and ask for nothing.
 */
export function requestOffers(mode: OfferListMode) {
  seedFirstOffers(queryClient, mode);
  if (!readTokens()) return;
  void queryClient.prefetchQuery(myAttackQuery());
  void queryClient.prefetchQuery(offerListQuery(mode));
}

/** /my/attack, /my/attack/select and /my/attack/expired. */
export const CurrentOffersPage = () => <MyAttackPage mode="current" />;
export const SelectedOffersPage = () => <MyAttackPage mode="select" />;
export const ExpiredOffersPage = () => <MyAttackPage mode="expired" />;
