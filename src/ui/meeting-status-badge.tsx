/** A coffee chat's status as a chip: the candidate's screens and the console alike. */
import { MEETING_STATUS_LABEL, type MeetingStatus } from '../contract/meetings';
import { Chip, type ChipTone } from './chip';

const TONE: Record<MeetingStatus, ChipTone> = {
  WAITING: 'neutral',
  PROPOSED: 'primary',
  CONFIRMED: 'success',
  DONE: 'neutral',
  CANCELLED: 'danger',
};

export function MeetingStatusBadge({ status }: { status: MeetingStatus }) {
  return <Chip $tone={TONE[status]}>{MEETING_STATUS_LABEL[status]}</Chip>;
}
