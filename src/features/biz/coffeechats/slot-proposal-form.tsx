/**
 * The console's proposal of coffee-chat times: online with an https meeting link or in
 * person at an address, and 2–5 slots of 30–60 minutes within the next 7 days, entered in Seoul
 * time. The shared rules (contract/meeting-rules.ts) speak before the server would.
 */
import { styled } from '@linaria/react';
import { type FormEvent, useState } from 'react';
import { kstLocalToIso, proposalProblem } from '../../../contract/meeting-rules';
import { type MeetingMode, type ProposeSlots, SLOTS_MAX, SLOTS_MIN } from '../../../contract/meetings';
import { Button } from '../../../ui/button';
import { ChoiceGroup } from '../../../ui/choice-group';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { space } from '../../../ui/tokens';
import { FormError } from '../shell/shell-styles';

/** One column that never grows past its card: a grid item's default minimum is its content's width. */
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.md};
  margin: ${space.md} 0 0;

  & > div {
    margin-bottom: 0;
  }
`;

/**
 * A slot on two lines, so the date picker keeps its width in a narrow card: the start, then its
 * length beside 삭제. The fields' own bottom margin goes, so 삭제 lines up with the select's box.
 */
const SlotRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'start start'
    'length remove';
  gap: ${space.sm};
  align-items: end;

  & > div {
    margin-bottom: 0;
  }
  & > div:first-child {
    grid-area: start;
  }
  & > div:nth-child(2) {
    grid-area: length;
  }
  & input {
    width: 100%;
    min-width: 0;
  }
  & > button {
    grid-area: remove;
    width: auto;
    min-width: 64px;
    min-height: 52px;
  }
`;

const LENGTHS = [30, 45, 60].map((minutes) => ({ value: minutes, label: `${minutes}분` }));
const MODES: { value: MeetingMode; label: string }[] = [
  { value: 'ONLINE', label: '화상' },
  { value: 'OFFLINE', label: '대면' },
];

interface SlotDraft {
  key: number;
  start: string;
  minutes: number;
}

let nextKey = 0;
const newSlot = (): SlotDraft => ({ key: nextKey++, start: '', minutes: 30 });

const SLOT_START_MISSING = '후보 시간을 모두 입력해 주세요.';

function toProposal(mode: MeetingMode, place: string, slots: SlotDraft[]): ProposeSlots | string {
  const times: ProposeSlots['slots'] = [];
  for (const slot of slots) {
    const startsAt = kstLocalToIso(slot.start);
    if (!startsAt) return SLOT_START_MISSING;
    times.push({ startsAt, endsAt: new Date(Date.parse(startsAt) + slot.minutes * 60_000).toISOString() });
  }
  return mode === 'ONLINE' ? { mode, link: place.trim(), slots: times } : { mode, address: place.trim(), slots: times };
}

export interface SlotProposalFormProps {
  busy: boolean;
  /** The server's refusal, if any. */
  refusal?: string;
  onSubmit: (proposal: ProposeSlots) => void;
}

export function SlotProposalForm({ busy, refusal, onSubmit }: SlotProposalFormProps) {
  const [mode, setMode] = useState<MeetingMode>('ONLINE');
  const [place, setPlace] = useState('');
  const [slots, setSlots] = useState<SlotDraft[]>(() => [newSlot(), newSlot()]);
  const [problem, setProblem] = useState<string>();

  const update = (key: number, change: Partial<SlotDraft>) =>
    setSlots((current) => current.map((slot) => (slot.key === key ? { ...slot, ...change } : slot)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const proposal = toProposal(mode, place, slots);
    const found = typeof proposal === 'string' ? proposal : proposalProblem(proposal, new Date())?.message;
    setProblem(found);
    if (!found && typeof proposal !== 'string') onSubmit(proposal);
  };

  return (
    <Form onSubmit={submit} aria-label="커피챗 시간 제안">
      <ChoiceGroup layout="stack" legend="진행 방식" options={MODES} value={mode} onChange={setMode} />
      <TextField
        label={mode === 'ONLINE' ? '화상 회의 링크' : '만날 장소 주소'}
        placeholder={mode === 'ONLINE' ? 'https://' : '예: 서울 강남구 테헤란로 1, 3층'}
        value={place}
        onChange={(event) => setPlace(event.currentTarget.value)}
      />
      {slots.map((slot, index) => (
        <SlotRow key={slot.key}>
          <TextField
            label={`후보 시간 ${index + 1} (한국 시간)`}
            type="datetime-local"
            value={slot.start}
            onChange={(event) => update(slot.key, { start: event.currentTarget.value })}
          />
          <SelectField
            label={`후보 시간 ${index + 1} 길이`}
            options={LENGTHS}
            value={slot.minutes}
            onChange={(minutes) => update(slot.key, { minutes })}
          />
          <Button
            type="button"
            variant="destructive"
            disabled={slots.length <= SLOTS_MIN}
            aria-label={`후보 시간 ${index + 1} 삭제`}
            onClick={() => setSlots((current) => current.filter((entry) => entry.key !== slot.key))}
          >
            삭제
          </Button>
        </SlotRow>
      ))}
      <Button
        type="button"
        variant="secondary"
        disabled={slots.length >= SLOTS_MAX}
        onClick={() => setSlots((current) => [...current, newSlot()])}
      >
        후보 시간 추가
      </Button>
      {problem || refusal ? <FormError role="alert">{problem ?? refusal}</FormError> : null}
      <Button type="submit" disabled={busy}>
        시간 제안하기
      </Button>
    </Form>
  );
}
