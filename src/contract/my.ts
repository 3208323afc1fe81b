import { boolean, type Infer, object, string } from 'superstruct';
import { Uuid } from './validators';

/** `GET /v3/users/my`: who is signed in and whether the profile receives offers. */
export const My = object({
  userId: Uuid,
  name: string(),
  isActivate: boolean(),
  jobLabel: string(),
  jobSubLabel: string(),
});
export type My = Infer<typeof My>;
