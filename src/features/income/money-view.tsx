import { useId } from 'react';
import { LIFETIME_VERIFY_YEARS, type LifetimeResult } from '../../contract/income';
import { formatManwon } from '../../contract/money';
import { ShareButton } from './share-button';
import { BigAmount, Card, CardTitle, Facts, Note } from './styles';

const firstVerifiedYear = LIFETIME_VERIFY_YEARS[0];
const lastVerifiedYear = LIFETIME_VERIFY_YEARS[LIFETIME_VERIFY_YEARS.length - 1];

/** "3.5%" — the growth rate with at most one decimal. */
export const formatRate = (percent: number) => `${percent.toLocaleString('ko-KR', { maximumFractionDigits: 1 })}%`;

/** The estimate itself, in Korean units, with what it rests on. */
export function MoneyView({ result }: { result: LifetimeResult }) {
  const titleId = useId();
  const workingYears = result.retirementYear - result.careerStartYear + 1;
  return (
    <>
      <Card aria-labelledby={titleId}>
        <CardTitle id={titleId}>내가 평생 버는 돈</CardTitle>
        <BigAmount>{formatManwon(result.lifetimeIncome)}</BigAmount>
        <Facts>
          <dt>일하는 기간</dt>
          <dd>{`${result.careerStartYear}년 ~ ${result.retirementYear}년 (${workingYears}년)`}</dd>
          <dt>적용한 연 소득 성장률</dt>
          <dd>{formatRate(result.growthRate)}</dd>
          <dt>{`국세청 인증 소득 (${firstVerifiedYear}~${lastVerifiedYear}년)`}</dt>
          <dd>{formatManwon(result.verifiedTotal)}</dd>
        </Facts>
      </Card>
      <Note>
        {`이 금액은 국세청에서 인증된 ${firstVerifiedYear}~${lastVerifiedYear}년 소득을 바탕으로, 은퇴할 때까지 매년 ${formatRate(result.growthRate)}씩 오른다고 가정해 추정한 값이에요. 실제 소득과 다를 수 있어요.`}
      </Note>
      <ShareButton mode="money" eventId={result.eventId} />
    </>
  );
}
