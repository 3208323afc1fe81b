import { type Infer, literal, number, object, string, union } from 'superstruct';
import { OneTimeCode, PhoneDigits, Uuid } from './validators';

export const LoginCodeRequest = object({ phone: PhoneDigits });
export type LoginCodeRequest = Infer<typeof LoginCodeRequest>;

export const LoginCodeResponse = object({
  /** Seconds the code stays valid (300). */
  expiresIn: number(),
});

export const LoginRequest = object({ phone: PhoneDigits, code: OneTimeCode });
export type LoginRequest = Infer<typeof LoginRequest>;

export const TokenPair = object({
  accessToken: string(),
  refreshToken: string(),
});
export type TokenPair = Infer<typeof TokenPair>;

export const LoginResponse = object({
  accessToken: string(),
  refreshToken: string(),
  userId: Uuid,
  name: string(),
});
export type LoginResponse = Infer<typeof LoginResponse>;

export const SessionKind = union([literal('candidate'), literal('partner'), literal('biz')]);
export type SessionKind = Infer<typeof SessionKind>;

export const OkResponse = object({ ok: literal(true) });
