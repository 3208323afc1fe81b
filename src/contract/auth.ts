import { type Infer, literal, number, object, size, string, union } from 'superstruct';
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

/** Messenger (Kakao) login: where to send the browser to authorize. */
export const KakaoAuthorizeUrlQuery = object({ redirectUri: size(string(), 1, 500), state: size(string(), 8, 100) });
export const KakaoAuthorizeUrl = object({ url: string() });

/** The authorization code the messenger handed back to /login/autho. */
export const KakaoLoginRequest = object({ code: size(string(), 1, 512), redirectUri: size(string(), 1, 500) });

/** Sandbox only: our stand-in for the messenger's consent screen issues the code. */
export const SandboxAuthorizeRequest = object({
  phone: PhoneDigits,
  redirectUri: size(string(), 1, 500),
  state: size(string(), 8, 100),
});
export const SandboxAuthorizeResponse = object({ redirectTo: string() });
