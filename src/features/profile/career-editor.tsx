import { styled } from '@linaria/react';
import { CAREER_DETAIL_MAX } from '../../contract/profile';
import { Checkbox } from '../../ui/checkbox';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { color, font, radius, space } from '../../ui/tokens';
import type { CareerDraft, DraftErrors } from './profile-draft';

const Card = styled.li`
  padding: ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  list-style: none;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space.xs} ${space.sm};
  margin-bottom: ${space.md};

  & strong {
    font-size: ${font.size.bodyLarge};
  }
  & span {
    font-size: ${font.size.caption};
    color: ${color.textSub};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.sm};
`;

const Remove = styled.button`
  border: 0;
  background: none;
  color: ${color.danger};
  font-size: ${font.size.caption};
  cursor: pointer;
`;

export interface CareerEditorProps {
  career: CareerDraft;
  index: number;
  errors: DraftErrors;
  onChange: (career: CareerDraft) => void;
  onRemove: () => void;
}

const period = (career: CareerDraft) =>
  `${career.start.replace('-', '.')} ~ ${career.end ? career.end.replace('-', '.') : '재직 중'}`;

/** One career: a verified one keeps its company and dates; a hand-added one is edited whole. */
export function CareerEditor({ career, index, errors, onChange, onRemove }: CareerEditorProps) {
  const set = (patch: Partial<CareerDraft>) => onChange({ ...career, ...patch });
  const error = (field: string) => errors[`careers.${index}.${field}`];
  return (
    <Card aria-label={career.company || '새 경력'}>
      {career.verified ? (
        <Head>
          <strong>{career.company}</strong>
          <span>{`${career.job} · ${period(career)} · 인증됨`}</span>
        </Head>
      ) : (
        <>
          <Head>
            <strong>직접 추가한 경력</strong>
            <Remove type="button" onClick={onRemove}>
              삭제
            </Remove>
          </Head>
          <TextField
            label="회사"
            value={career.company}
            error={error('company')}
            maxLength={50}
            onChange={(e) => set({ company: e.currentTarget.value })}
          />
          <TextField
            label="직무"
            value={career.job}
            error={error('job')}
            maxLength={50}
            onChange={(e) => set({ job: e.currentTarget.value })}
          />
          <Row>
            <TextField
              label="입사 연월"
              type="month"
              value={career.start}
              error={error('start')}
              onChange={(e) => set({ start: e.currentTarget.value })}
            />
            <TextField
              label="퇴사 연월 (재직 중이면 비워 두세요)"
              type="month"
              value={career.end}
              error={error('end')}
              onChange={(e) => set({ end: e.currentTarget.value })}
            />
          </Row>
        </>
      )}
      <TextArea
        label="어떤 일을 했나요?"
        placeholder="맡은 역할, 성과, 사용한 기술을 적어 주세요."
        maxLength={CAREER_DETAIL_MAX}
        rows={6}
        value={career.detail}
        error={error('detail')}
        onChange={(detail) => set({ detail })}
      />
      <Checkbox checked={career.hide} onChange={(hide) => set({ hide })}>
        이 경력은 기업에 보이지 않게 할래요
      </Checkbox>
    </Card>
  );
}
