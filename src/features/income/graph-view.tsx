/**
 * The yearly series in 5-year windows, the first ending last year (SPEC §9), paged back to the
 * career's start (hasEarlier) and on, through estimated years, up to retirement.
 */
import { styled } from '@linaria/react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../ui/button';
import { space } from '../../ui/tokens';
import { useLifetimeWindow } from './api';
import { IncomeChart } from './income-chart';
import { ShareButton } from './share-button';
import { Card, CardTitle, Note } from './styles';
import { latestWindow, shiftWindow, type YearWindow } from './years';

const Paging = styled.div`
  display: flex;
  gap: ${space.sm};
  margin-bottom: ${space.lg};

  & > * {
    flex: 1;
  }
`;

const Status = styled.p`
  margin: ${space.xl} 0;
  text-align: center;
`;

export interface GraphViewProps {
  eventId: string;
  /** The last year the estimate covers: later windows go up to it. */
  retirementYear: number;
  now?: Date;
}

export function GraphView({ eventId, retirementYear, now }: GraphViewProps) {
  const titleId = useId();
  const latest = useMemo(() => latestWindow(now), [now]);
  const [yearWindow, setYearWindow] = useState<YearWindow>(latest);
  const series = useLifetimeWindow(eventId, yearWindow);
  const shown = series.data;
  const hasLater = shiftWindow(yearWindow, 1).endYear <= retirementYear;

  return (
    <>
      <Card aria-labelledby={titleId} aria-busy={series.isFetching}>
        <CardTitle id={titleId}>{`${yearWindow.startYear}~${yearWindow.endYear}년 소득 그래프`}</CardTitle>
        {shown ? (
          <IncomeChart items={shown.items} />
        ) : series.isError ? (
          <Status role="alert">그래프를 불러오지 못했어요.</Status>
        ) : (
          <Status role="status">그래프를 불러오고 있어요…</Status>
        )}
        {series.isError ? (
          <Button type="button" variant="secondary" onClick={() => void series.refetch()}>
            다시 시도하기
          </Button>
        ) : null}
      </Card>
      <Paging>
        <Button
          type="button"
          variant="secondary"
          disabled={!shown?.hasEarlier || series.isPlaceholderData}
          onClick={() => setYearWindow((current) => shiftWindow(current, -1))}
        >
          이전 5년
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={!hasLater || series.isPlaceholderData}
          onClick={() => setYearWindow((current) => shiftWindow(current, 1))}
        >
          다음 5년
        </Button>
      </Paging>
      <Note>빗금 친 막대는 인증된 소득을 바탕으로 추정한 값이에요.</Note>
      <ShareButton mode="graph" eventId={eventId} />
    </>
  );
}
