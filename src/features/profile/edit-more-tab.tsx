import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import type { TabProps } from './edit-resume-tab';
import { HashtagField } from './hashtag-field';
import { JobLabelField } from './job-label-field';
import type { ProfileDraft } from './profile-draft';

/**
 * The tab's links. Not the resume tab's DraftLinkField: this tab is a chunk of its own, and a module
 * it shared with the edit page's chunk would make that whole chunk one of its imports (the size
 * check counts each lazy part with everything it imports, 90 KB at most).
 */
const LINKS = [
  { field: 'githubUrl', label: 'GitHub', placeholder: 'https://github.com/' },
  { field: 'linkedinUrl', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/in/' },
] as const;

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
      {LINKS.map(({ field, label, placeholder }) => (
        <TextField
          key={field}
          label={label}
          type="url"
          inputMode="url"
          placeholder={placeholder}
          value={draft[field]}
          error={errors[field]}
          onChange={(event) => set({ [field]: event.currentTarget.value })}
        />
      ))}
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
