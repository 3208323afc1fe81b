/** "Secret": what people in another job earn, from verified salaries (never fewer than SECRET_GROUP_MIN). */
import { useId, useState } from 'react';
import { formatManwon } from '../../contract/money';
import { ApiError } from '../../lib/http';
import { Button } from '../../ui/button';
import { useSecretItem } from './api';
import { ShareButton } from './share-button';
import { Actions, BigAmount, Card, CardTitle, Facts, Note } from './styles';

export function SecretView({ eventId }: { eventId: string }) {
  const titleId = useId();
  const [prevName, setPrevName] = useState<string>();
  const item = useSecretItem(prevName);
  const notFound = item.error instanceof ApiError && item.error.status === 404;

  return (
    <>
      <Card aria-labelledby={titleId} aria-busy={item.isFetching}>
        {item.data ? (
          <>
            <CardTitle id={titleId}>{`${item.data.name} 직군은 얼마나 받을까요?`}</CardTitle>
            <BigAmount>{`평균 ${formatManwon(item.data.averageSalary)}`}</BigAmount>
            <Facts>
              <dt>평균 연봉</dt>
              <dd>{formatManwon(item.data.averageSalary)}</dd>
              <dt>중위 연봉</dt>
              <dd>{formatManwon(item.data.medianSalary)}</dd>
            </Facts>
            <Note>{`${item.data.sampleSize.toLocaleString('ko-KR')}명의 인증 연봉 기준`}</Note>
          </>
        ) : notFound ? (
          <>
            <CardTitle id={titleId}>
              {prevName ? '더 보여드릴 직군이 없어요' : '아직 보여드릴 직군 연봉이 없어요'}
            </CardTitle>
            <p>{item.error?.message || '인증한 분이 충분히 모이면 직군별 연봉을 보여드릴게요.'}</p>
          </>
        ) : item.isError ? (
          <>
            <CardTitle id={titleId}>직군 연봉을 불러오지 못했어요</CardTitle>
            <Button type="button" variant="secondary" onClick={() => void item.refetch()}>
              다시 시도하기
            </Button>
          </>
        ) : (
          <>
            <CardTitle id={titleId}>직군별 연봉</CardTitle>
            <p role="status">직군 연봉을 불러오고 있어요…</p>
          </>
        )}
      </Card>
      <Actions>
        {item.data ? (
          <Button type="button" variant="secondary" onClick={() => setPrevName(item.data.name)}>
            다른 직군 보기
          </Button>
        ) : null}
        {notFound && prevName ? (
          <Button type="button" variant="secondary" onClick={() => setPrevName(undefined)}>
            처음부터 다시 보기
          </Button>
        ) : null}
        <ShareButton mode="secret" eventId={eventId} />
      </Actions>
    </>
  );
}
