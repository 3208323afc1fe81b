/**
 * Sandbox mode publishes every one-time code and seeds accounts with a published password: it is
 * the default of the embedded demo database only. A real database (DATABASE_URL) gets it only when
 * SANDBOX=1 asks for it, whatever credentials are missing.
 */
import { defaulted, type Infer, optional, type } from 'superstruct';
import { flag } from './variable-types';

export const SandboxVariables = type({
  SANDBOX: optional(flag),
  /** The sandbox's seeded offers and coffee chats (db/seed-demo-activity.ts); the API and browser suites turn them off. */
  SANDBOX_DEMO_ACTIVITY: defaulted(flag, true),
});
type SandboxVariables = Infer<typeof SandboxVariables>;

/** What decides the mode besides SANDBOX: the database and the identity provider's credentials. */
interface ModeVariables extends SandboxVariables {
  DATABASE_URL?: string | undefined;
  CODEF_CLIENT_ID?: string | undefined;
  CODEF_CLIENT_SECRET?: string | undefined;
}

function sandboxMode(
  vars: ModeVariables,
  given: Record<string, string | undefined>,
): { sandbox: boolean; sandboxReason: string } {
  if (vars.SANDBOX !== undefined) return { sandbox: vars.SANDBOX, sandboxReason: `SANDBOX=${given.SANDBOX}` };
  if (vars.DATABASE_URL) return { sandbox: false, sandboxReason: 'DATABASE_URL is set and SANDBOX=1 is not' };
  if (vars.CODEF_CLIENT_ID && vars.CODEF_CLIENT_SECRET) {
    return { sandbox: false, sandboxReason: 'CODEF credentials are configured' };
  }
  return { sandbox: true, sandboxReason: 'the embedded database without CODEF credentials' };
}

/** `given`: the variables as given, for the start-up line's SANDBOX=… */
export function sandboxSettingsOf(vars: ModeVariables, given: Record<string, string | undefined>) {
  return {
    /** `sandbox`: identity providers are the sandbox of DESIGN.md §4; `sandboxReason`: why, for the start-up line. */
    ...sandboxMode(vars, given),
    /** In sandbox mode: seed the demo's offers, coffee chats and their figures on a fresh database. */
    sandboxDemoActivity: vars.SANDBOX_DEMO_ACTIVITY,
  };
}
