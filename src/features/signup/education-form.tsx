/**
 * Adding or editing one school entry: school and major pickers, the degree, and the period in
 * months with "재학 중". Errors show once the candidate tries to save, each beside its field.
 */
import { styled } from '@linaria/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { DEGREES, type Degree, type SchoolEntry } from '../../contract/education';
import { ApiError } from '../../lib/http';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { useNeedsConnection } from '../../ui/needs-connection';
import { TextField } from '../../ui/text-field';
import { color, font, radius, space } from '../../ui/tokens';
import { type DraftErrors, draftErrors, type EducationDraft, emptyDraft, entryFromDraft } from './education-rules';
import { MajorSearchField } from './major-search-field';
import { SchoolSearchField } from './school-search-field';

const Form = styled.form`
  margin: 0 0 ${space.xl};
  padding: ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
`;

const Heading = styled.h2`
  margin: 0 0 ${space.lg};
  font-size: ${font.size.bodyLarge};
`;

const SelectField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin-bottom: ${space.lg};
  & > label {
    font-size: ${font.size.caption};
    color: ${color.textSub};
  }
  & > select {
    height: 52px;
    padding: 0 ${space.lg};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
    font-size: ${font.size.bodyLarge};
    color: ${color.text};
  }
  & > select[aria-invalid='true'] {
    border-color: ${color.danger};
  }
`;

const Message = styled.p`
  margin: 0;
  font-size: ${font.size.caption};
  color: ${color.danger};
`;

const Months = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${space.sm};
  & input {
    width: 100%;
    min-width: 0;
    padding: 0 ${space.md};
  }
  & input:disabled {
    background: ${color.background};
    color: ${color.textMuted};
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;

export interface EducationFormProps {
  title: string;
  initial?: EducationDraft;
  /** Resolves when saved; a rejection's message shows above the actions. */
  onSave: (entry: SchoolEntry) => Promise<void>;
  onCancel: () => void;
  /** Tells the page whether there is something unsaved. */
  onDirtyChange?: (dirty: boolean) => void;
}

export function EducationForm({ title, initial = emptyDraft, onSave, onCancel, onDirtyChange }: EducationFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);
  const offline = useNeedsConnection();
  const degreeId = useId();
  const headingId = useId();
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  function change(patch: Partial<EducationDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof DraftErrors];
      if ('attending' in patch) delete next.end;
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const entry = entryFromDraft(draft);
    if (!entry) {
      setErrors(draftErrors(draft));
      return;
    }
    setSaving(true);
    setProblem(undefined);
    try {
      await onSave(entry);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : '저장하지 못했어요. 연결을 확인한 뒤 다시 시도해 주세요.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form aria-labelledby={headingId} noValidate onSubmit={submit}>
      <Heading id={headingId}>{title}</Heading>
      <SchoolSearchField value={draft.school} onChange={(school) => change({ school })} error={errors.school} />
      <MajorSearchField value={draft.major} onChange={(major) => change({ major })} />
      <SelectField>
        <label htmlFor={degreeId}>학위</label>
        <select
          id={degreeId}
          value={draft.degree ?? ''}
          aria-invalid={Boolean(errors.degree)}
          aria-describedby={errors.degree ? `${degreeId}-message` : undefined}
          onChange={(event) => change({ degree: (event.currentTarget.value || undefined) as Degree | undefined })}
        >
          <option value="">선택해 주세요</option>
          {DEGREES.map((degree) => (
            <option key={degree} value={degree}>
              {degree}
            </option>
          ))}
        </select>
        {errors.degree ? (
          <Message id={`${degreeId}-message`} role="alert">
            {errors.degree}
          </Message>
        ) : null}
      </SelectField>
      <Months>
        <TextField
          label="입학 연월"
          type="month"
          placeholder="2020-03"
          value={draft.start}
          error={errors.start}
          onChange={(event) => change({ start: event.currentTarget.value })}
        />
        <TextField
          label="졸업 연월"
          type="month"
          placeholder="2024-02"
          value={draft.attending ? '' : draft.end}
          disabled={draft.attending}
          error={errors.end}
          onChange={(event) => change({ end: event.currentTarget.value })}
        />
      </Months>
      <Checkbox checked={draft.attending} onChange={(attending) => change({ attending })}>
        재학 중
      </Checkbox>
      {problem ? <Message role="alert">{problem}</Message> : null}
      <Actions>
        <Button type="button" variant="secondary" onClick={onCancel}>
          취소
        </Button>
        <Button type="submit" disabled={saving || offline}>
          {saving ? '저장하는 중…' : '저장하기'}
        </Button>
      </Actions>
    </Form>
  );
}
