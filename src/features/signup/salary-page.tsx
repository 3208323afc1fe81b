/**
 * /submit_kakao/salary: the verified salary, the contract salary and the hoped salary, then
 * submit. Amounts are 만원 (SPEC §5); the API takes 만원 integers.
 */

import { styled } from '@linaria/react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { formatManwon } from '../../contract/money';
import { ApiError } from '../../lib/http';
import { clientSessionAtom } from '../../session/session-state';
import { Button } from '../../ui/button';
import { ConfirmAlert } from '../../ui/confirm-alert';
import { NeedsConnection, useNeedsConnection } from '../../ui/needs-connection';
import { Lead, Page, Title } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { color, font, space } from '../../ui/tokens';
import { saveSalary, submitProfile, useVerifyData } from './api';
import { ExitPrompt } from './exit-prompt';
import { IncomeOptionCard } from './income-option-card';
import { salaryDraftAtom } from './state';
import { StepIndicator } from './step-indicator';
import { patchUtm } from './utm';
import { formatSalaryTyping, parseSalaryInput, SALARY_INPUT_MAX } from './validation';

const Rows = styled.ul`
  margin: 0 0 ${space.xl};
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  padding: ${space.sm} ${space.xs};
  border-bottom: 1px solid ${color.border};
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.sm};
  margin-bottom: ${space.lg};
`;

type Alert = { title: string; subtit?: string; confirm?: () => void };

export function SalaryPage() {
  const [session, setSession] = useAtom(clientSessionAtom);
  const verifyData = useVerifyData();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useAtom(salaryDraftAtom);
  const { contract, reward, hope } = draft;
  const setContract = (value: string) => setDraft((current) => ({ ...current, contract: value }));
  const setReward = (value: string) => setDraft((current) => ({ ...current, reward: value }));
  const setHope = (value: string) => setDraft((current) => ({ ...current, hope: value }));
  const [contractError, setContractError] = useState<string>();
  const [hopeError, setHopeError] = useState<string>();
  const [alert, setAlert] = useState<Alert>();
  const [busy, setBusy] = useState(false);
  const offline = useNeedsConnection();

  const healthItems = (verifyData.data?.salaryItems ?? []).filter((item) => item.source === 'HEALTH');
  const latestHealth = [...healthItems].sort((a, b) => b.year - a.year)[0];
  const lastYear = latestHealth?.inputSalary ?? session.salaryByHealth;
  const [salaryType, setSalaryType] = useState(session.salaryType);
  const contractAmount = parseSalaryInput(contract, 'contract').amount;
  const hopeAmount = parseSalaryInput(hope).amount;
  // A bonus has no floor: any amount counts.
  const rewardAmount = Number(reward.replace(/\D/g, '')) || 0;

  const settle = (
    value: string,
    variant: 'default' | 'contract',
    set: (v: string) => void,
    setError: (e?: string) => void,
  ) => {
    const parsed = parseSalaryInput(value, variant);
    set(parsed.display);
    setError(parsed.error);
  };

  async function save() {
    setBusy(true);
    try {
      await saveSalary({
        salaryType,
        salaryItems: [
          { type: 'INPUT', year: 2024, salary: contractAmount },
          { type: 'HOPE', year: 2025, salary: hopeAmount },
          ...(rewardAmount > 0 ? [{ type: 'REWARD' as const, year: 2024 as const, additionReward: rewardAmount }] : []),
        ],
      });
      setSession((current) => ({
        ...current,
        hopeSalary: hopeAmount,
        additionReward: rewardAmount,
        inputSalary: { title: '2024년 계약 연봉', amount: contractAmount },
      }));
      await submitProfile();
      void patchUtm({ status: 'SUBMITTED' });
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
      navigate('/submit_kakao/school?signup=1', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setAlert({ title: '연봉 정보를 먼저 저장해 주세요.', subtit: error.message });
      } else {
        setAlert({
          title: '연봉 정보를 확인하고 있어요.',
          subtit: '잠시 후 다시 제출해 주세요. 입력한 내용은 그대로 있어요.',
        });
      }
    } finally {
      setBusy(false);
    }
  }

  function onSubmit() {
    if (contractAmount === 0) setContractError(contractError ?? '2024년 계약 연봉을 입력해 주세요.');
    if (hopeAmount === 0) setHopeError(hopeError ?? '희망 연봉을 입력해 주세요.');
    if (contractAmount === 0 || hopeAmount === 0) return;
    if (lastYear && contractAmount >= lastYear * 2) {
      setAlert({
        title: '계약 연봉이 지난해 대비 2배 이상 높아요.',
        subtit: '입력한 금액이 맞다면 저장해 주세요.',
        confirm: save,
      });
      return;
    }
    void save();
  }

  return (
    <Page>
      <ExitPrompt />
      <StepIndicator step={4} />
      <Title>{'연봉 정보를 확인해 주세요'}</Title>
      <Lead>
        건강보험 기준으로 불러온 연봉이에요. 계약 연봉과 희망 연봉을 알려 주시면 더 정확한 제안을 받을 수 있어요.
      </Lead>
      <Options role="radiogroup" aria-label="연봉 기준">
        <IncomeOptionCard
          label={`${latestHealth?.year ?? 2025}년 건강보험 기준`}
          amount={latestHealth?.inputSalary ?? session.salaryByHealth}
          action=""
          selected={salaryType === 'HEALTH'}
          onSelect={() => {
            if ((latestHealth?.inputSalary ?? session.salaryByHealth) === 0) {
              setAlert({ title: '0원인 연봉정보는 선택할 수 없습니다.' });
            } else setSalaryType('HEALTH');
          }}
        />
        <IncomeOptionCard
          label="국세청 기준"
          amount={session.salaryByTax ?? undefined}
          action="국세청 소득으로 인증하기"
          selected={salaryType === 'TAX'}
          onSelect={() => {
            if (session.salaryByTax === null) navigate('/submit_kakao/tax');
            else if (session.salaryByTax === 0)
              setAlert({ title: '국세청으로 인증된 연봉 정보를 선택할 수 없습니다.' });
            else setSalaryType('TAX');
          }}
        />
      </Options>
      <Rows aria-label="인증된 연봉">
        {healthItems.map((item) => (
          <Row key={item.year}>
            <span>{item.year}년 건강보험 기준</span>
            <strong>{formatManwon(item.inputSalary ?? 0)}</strong>
          </Row>
        ))}
      </Rows>
      <TextField
        label="2024년 계약 연봉 (만원)"
        inputMode="numeric"
        maxLength={SALARY_INPUT_MAX}
        value={contract}
        error={contractError}
        onChange={(event) => {
          setContractError(undefined);
          setContract(formatSalaryTyping(event.currentTarget.value));
        }}
        onBlur={() => settle(contract, 'contract', setContract, setContractError)}
      />
      <TextField
        label="2024년 성과급·인센티브 (만원, 선택)"
        inputMode="numeric"
        maxLength={SALARY_INPUT_MAX}
        value={reward}
        onChange={(event) => setReward(formatSalaryTyping(event.currentTarget.value))}
      />
      <TextField
        label="희망 연봉 (만원)"
        inputMode="numeric"
        maxLength={SALARY_INPUT_MAX}
        value={hope}
        error={hopeError}
        onChange={(event) => {
          setHopeError(undefined);
          setHope(formatSalaryTyping(event.currentTarget.value));
        }}
        onBlur={() => settle(hope, 'default', setHope, setHopeError)}
      />
      <NeedsConnection what="연봉 저장은" />
      <Button disabled={busy || offline} onClick={onSubmit}>
        {busy ? '제출하는 중…' : '제안 받기 시작하기'}
      </Button>
      <ConfirmAlert
        view={Boolean(alert)}
        title={alert?.title ?? ''}
        subtit={alert?.subtit}
        left={alert?.confirm ? { title: '돌아가기', function: () => setAlert(undefined) } : undefined}
        right={{
          title: alert?.confirm ? '저장하기' : '확인',
          function: () => {
            const confirm = alert?.confirm;
            setAlert(undefined);
            if (confirm) void confirm();
          },
        }}
        onClose={() => setAlert(undefined)}
      />
    </Page>
  );
}
