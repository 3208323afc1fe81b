/** The result: the estimate (money), the yearly graph and the friends'-pay card (secret), one at a time. */
import { useState } from 'react';
import type { LifetimeResult } from '../../contract/income';
import { Lead, Title } from '../../ui/page';
import { TabButton, TabButtons } from '../../ui/tab-buttons';
import { GraphView } from './graph-view';
import { MoneyView } from './money-view';
import { SecretView } from './secret-view';
import { Actions, TextButton } from './styles';
import { useFocusOnMount } from './use-focus-on-mount';

export type ResultTab = 'money' | 'graph' | 'secret';

const tabs: readonly { value: ResultTab; label: string }[] = [
  { value: 'money', label: '생애 소득' },
  { value: 'graph', label: '소득 그래프' },
  { value: 'secret', label: '직군별 연봉' },
];

export function ResultView({ result, onRestart }: { result: LifetimeResult; onRestart: () => void }) {
  const [tab, setTab] = useState<ResultTab>('money');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <Title ref={heading} tabIndex={-1}>
        나의 생애 소득 결과
      </Title>
      <Lead>국세청과 건강보험에서 인증된 소득은 그대로, 나머지 해는 추정해 계산했어요.</Lead>
      <TabButtons label="결과 보기">
        {tabs.map((entry) => (
          <TabButton key={entry.value} pressed={tab === entry.value} onClick={() => setTab(entry.value)}>
            {entry.label}
          </TabButton>
        ))}
      </TabButtons>
      {tab === 'money' ? <MoneyView result={result} /> : null}
      {tab === 'graph' ? <GraphView eventId={result.eventId} retirementYear={result.retirementYear} /> : null}
      {tab === 'secret' ? <SecretView eventId={result.eventId} /> : null}
      <Actions>
        <TextButton type="button" onClick={onRestart}>
          다시 조회하기
        </TextButton>
      </Actions>
    </>
  );
}
