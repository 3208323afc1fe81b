import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import type { TabProps } from './edit-resume-tab';
import { HashtagField } from './hashtag-field';
import { JobLabelField } from './job-label-field';
import type { ProfileDraft } from './profile-draft';

export function EditMoreTab({ draft, errors, onChange }: TabProps) {
  const set = (patch: Partial<ProfileDraft>) => onChange({ ...draft, ...patch });
  return (
    <>
      <JobLabelField
        jobLabel={draft.jobLabel}
        jobSubLabel={draft.jobSubLabel}
        error={errors.jobLabel}
        onChange={(pair) => set(pair)}
      />
      <TextField
        label="GitHub"
        type="url"
        inputMode="url"
        placeholder="https://github.com/"
        value={draft.githubUrl}
        error={errors.githubUrl}
        onChange={(event) => set({ githubUrl: event.currentTarget.value })}
      />
      <TextField
        label="LinkedIn"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/"
        value={draft.linkedinUrl}
        error={errors.linkedinUrl}
        onChange={(event) => set({ linkedinUrl: event.currentTarget.value })}
      />
      <TextField
        label="이메일"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={draft.email}
        error={errors.email}
        onChange={(event) => set({ email: event.currentTarget.value })}
      />
      <HashtagField items={draft.hashtags} error={errors.hashtags} onChange={(hashtags) => set({ hashtags })} />
      <Checkbox checked={draft.agent} onChange={(agent) => set({ agent })}>
        에이전트의 도움을 받고 싶어요 (이력서 첨삭, 연봉 협상)
      </Checkbox>
    </>
  );
}
