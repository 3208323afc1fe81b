/**
 * The way into 조정 요청하기 on a single offer's page, just above the accept and refuse controls,
 * with its sheet. The sheet stays mounted while the offer reloads, so a refusal's message and the
 * draft survive the refresh a 409 brings.
 */
import { styled } from '@linaria/react';
import { lazy, Suspense, useState } from 'react';
import type { Offer } from '../../contract/offers';
import { useAfterLoad } from '../../lib/after-load';
import { Button } from '../../ui/button';
import { color, font, space } from '../../ui/tokens';
import { useOfferDecisions } from './offer-decisions';

// The sheet is not in the page's first load (the route's budget); it is fetched once the page is up, or
// at the press before then, offline too (the worker precaches every chunk).
const RevisionSheet = lazy(() => import('./revision-sheet').then((m) => ({ default: m.RevisionSheet })));

const Section = styled.section`
  margin-top: ${space.xl};
`;

const Title = styled.h2`
  margin: 0 0 ${space.sm};
  font-size: ${font.size.body};
  color: ${color.textSub};
`;

export interface RevisionAskProps {
  offer: Pick<Offer, 'id' | 'status' | 'salaryMin' | 'salaryMax' | 'revision'>;
  /** An accept or refuse waits in the outbox: the candidate has decided. */
  answerWaiting: boolean;
  onConflict: () => void;
}

export function RevisionAsk({ offer, answerWaiting, onConflict }: RevisionAskProps) {
  const [open, setOpen] = useState(false);
  // Its code comes once the page is up (offer-detail-page.tsx: the refusal sheet's too).
  const sheetWanted = useAfterLoad();
  const queued = useOfferDecisions(offer.id).revision;
  // Once per offer: not again while one waits in the outbox (or was refused there and not yet read).
  const canAsk = offer.status === 'WAITING' && !offer.revision && !queued && !answerWaiting;
  return (
    <>
      {canAsk ? (
        <Section>
          <Title>연봉이나 조건이 조금 아쉽다면</Title>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            조정 요청하기
          </Button>
        </Section>
      ) : null}
      {sheetWanted || open ? (
        <Suspense fallback={null}>
          <RevisionSheet open={open} offer={offer} onClose={() => setOpen(false)} onConflict={onConflict} />
        </Suspense>
      ) : null}
    </>
  );
}
