import { styled } from '@linaria/react';
import { Button } from '../../ui/button';
import { font, space } from '../../ui/tokens';
import { CareerEditor } from './career-editor';
import { DraftLinkField } from './draft-link-field';
import { FileField } from './file-field';
import { type DraftErrors, newCareer, type ProfileDraft } from './profile-draft';

const Section = styled.section`
  margin-top: ${space.xl};

  & h2 {
    margin: 0 0 ${space.md};
    font-size: ${font.size.bodyLarge};
  }
`;

const Careers = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  margin: 0 0 ${space.md};
  padding: 0;
`;

export interface TabProps {
  draft: ProfileDraft;
  errors: DraftErrors;
  onChange: (draft: ProfileDraft) => void;
}

export function EditResumeTab(tab: TabProps) {
  const { draft, errors, onChange } = tab;
  const set = (patch: Partial<ProfileDraft>) => onChange({ ...draft, ...patch });
  return (
    <>
      <Section aria-labelledby="edit-careers">
        <h2 id="edit-careers">경력</h2>
        <Careers>
          {draft.careers.map((career, index) => (
            <CareerEditor
              key={career.key}
              career={career}
              index={index}
              errors={errors}
              onChange={(next) =>
                set({ careers: draft.careers.map((item) => (item.key === career.key ? next : item)) })
              }
              onRemove={() => set({ careers: draft.careers.filter((item) => item.key !== career.key) })}
            />
          ))}
        </Careers>
        <Button type="button" variant="secondary" onClick={() => set({ careers: [...draft.careers, newCareer()] })}>
          + 경력 직접 추가하기
        </Button>
      </Section>
      <Section aria-labelledby="edit-files">
        <h2 id="edit-files">이력서와 포트폴리오</h2>
        <FileField label="이력서" value={draft.resume} error={errors.resume} onChange={(resume) => set({ resume })} />
        <DraftLinkField field="resumeUrl" label="이력서 링크" placeholder="https://" {...tab} />
        <FileField
          label="포트폴리오"
          value={draft.portfolio}
          error={errors.portfolio}
          onChange={(portfolio) => set({ portfolio })}
        />
        <DraftLinkField field="portfolioUrl" label="포트폴리오 링크" placeholder="https://" {...tab} />
      </Section>
    </>
  );
}
