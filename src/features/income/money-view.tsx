import { Fragment, useId } from 'react';
import { GROWTH_UNTIL_AGE, type IncomeSpan, type LifetimeResult, RETIREMENT_AGE } from '../../contract/income';
import { formatManwon } from '../../contract/money';
import { ShareButton } from './share-button';
import { BigAmount, Card, CardTitle, Facts, FactYears, Note } from './styles';

/** "3.5%" — the growth rate with at most one decimal. */
const formatRate = (percent: number) => `${percent.toLocaleString('ko-KR', { maximumFractionDigits: 1 })}%`;

const sourceLabels: Record<IncomeSpan['source'], string> = {
  TAX_OFFICE: '국세청 인증 소득',
  HEALTH_INSURANCE: '건강보험 인증 연봉',
  ESTIMATED: '추정 소득',
};

const yearsOf = (span: IncomeSpan) =>
  span.firstYear === span.lastYear ? `${span.firstYear}년` : `${span.firstYear}~${span.lastYear}년`;

/** Which rate was applied and why: the candidate's own growth, or the cap and the reason for it. */
export function growthNote({ growthRate, growthBasis }: Pick<LifetimeResult, 'growthRate' | 'growthBasis'>): string {
  const rate = formatRate(growthRate);
  switch (growthBasis) {
    case 'OWN':
      return `인증된 소득이 해마다 평균 ${rate}씩 올라, 앞으로도 ${rate}씩 오른다고 가정했어요.`;
    case 'CAPPED':
      return `인증된 소득은 해마다 ${rate}보다 많이 올랐지만, 그만큼 오래 오르기는 어려워 ${rate}까지만 적용했어요.`;
    case 'NOT_RISING':
      return '인증된 소득이 오르지 않아, 앞으로도 같은 금액을 번다고 가정했어요.';
    case 'TOO_FEW_YEARS':
      return `소득이 오른 정도를 알 만큼 인증된 해가 많지 않아, 국내 임금 상승률 수준인 ${rate}를 적용했어요.`;
  }
}

/** The estimate itself, in Korean units, with what is verified, what is estimated and how. */
export function MoneyView({ result }: { result: LifetimeResult }) {
  const titleId = useId();
  const workingYears = result.retirementYear - result.careerStartYear + 1;
  return (
    <>
      <Card aria-labelledby={titleId}>
        <CardTitle id={titleId}>내가 평생 버는 돈</CardTitle>
        <BigAmount>{formatManwon(result.lifetimeIncome)}</BigAmount>
        <Facts>
          <dt>
            일하는 기간
            <FactYears>{`${result.careerStartYear}~${result.retirementYear}년`}</FactYears>
          </dt>
          <dd>{`${workingYears}년`}</dd>
          {result.spans.map((span) => (
            <Fragment key={span.firstYear}>
              <dt>
                {sourceLabels[span.source]}
                <FactYears>{yearsOf(span)}</FactYears>
              </dt>
              <dd>{span.total > 0 ? formatManwon(span.total) : '신고된 소득 없음'}</dd>
            </Fragment>
          ))}
          <dt>적용한 연 소득 성장률</dt>
          <dd>{formatRate(result.growthRate)}</dd>
        </Facts>
      </Card>
      <Note>
        {`인증된 해는 인증된 금액을 그대로 더하고, 나머지 해는 추정했어요. ${growthNote(result)} 소득은 ${GROWTH_UNTIL_AGE}세까지 오르고, 그 뒤 ${RETIREMENT_AGE}세 은퇴까지는 그대로라고 봤어요. 실제 소득과 다를 수 있어요.`}
      </Note>
      <ShareButton mode="money" eventId={result.eventId} />
    </>
  );
}
