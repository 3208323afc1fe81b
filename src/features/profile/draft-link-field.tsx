import { TextField } from '../../ui/text-field';
import type { DraftErrors, ProfileDraft } from './profile-draft';

type LinkKey = 'resumeUrl' | 'portfolioUrl' | 'githubUrl' | 'linkedinUrl';

interface DraftLinkFieldProps {
  draft: ProfileDraft;
  errors: DraftErrors;
  onChange: (draft: ProfileDraft) => void;
  field: LinkKey;
  label: string;
  placeholder: string;
}

/** One of the profile's links, typed into the draft as is (checked on save, trimmed when sent). */
export function DraftLinkField({ field, label, placeholder, draft, errors, onChange }: DraftLinkFieldProps) {
  return (
    <TextField
      label={label}
      type="url"
      inputMode="url"
      placeholder={placeholder}
      value={draft[field]}
      error={errors[field]}
      onChange={(event) => onChange({ ...draft, [field]: event.currentTarget.value })}
    />
  );
}
