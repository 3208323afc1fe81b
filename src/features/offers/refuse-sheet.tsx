import { useState } from 'react';
import { REFUSAL_REASON_MAX } from '../../contract/offers';
import { BottomSheet } from '../../ui/bottom-sheet';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { ErrorText } from '../../ui/error-text';
import { TextArea } from '../../ui/text-area';

const REFUSAL_REASONS = [
  '제안 연봉이 기대보다 낮아요',
  '지금은 이직 생각이 없어요',
  '관심 있는 회사나 직무가 아니에요',
  '근무 조건이 맞지 않아요',
] as const;
const OTHER = '직접 입력';

export interface RefuseSheetProps {
  open: boolean;
  company: string;
  pending: boolean;
  error?: string;
  onClose: () => void;
  onRefuse: (reason: string) => void;
}

/** Refusing takes a reason (SPEC §4); the company reads it, so a free-text reason is kept as typed. */
export function RefuseSheet({ open, company, pending, error, onClose, onRefuse }: RefuseSheetProps) {
  const [choice, setChoice] = useState<string>();
  const [text, setText] = useState('');
  const reason = choice === OTHER ? text.trim() : (choice ?? '');
  return (
    <BottomSheet open={open} title={`${company}의 제안을 거절할까요?`} onClose={onClose}>
      <ChoiceGroup
        layout="stack"
        legend="거절 사유를 알려 주세요. 기업에 전달돼요."
        options={[...REFUSAL_REASONS, OTHER].map((value) => ({ value, label: value }))}
        value={choice}
        onChange={setChoice}
      />
      {choice === OTHER ? (
        <TextArea label="거절 사유를 적어 주세요" value={text} onChange={setText} maxLength={REFUSAL_REASON_MAX} />
      ) : null}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Button disabled={!reason || pending} onClick={() => onRefuse(reason)}>
        거절하기
      </Button>
    </BottomSheet>
  );
}
