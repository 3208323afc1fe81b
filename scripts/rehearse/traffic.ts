/**
 * The rehearsal's traffic: simulated candidates (scripts/load/load-candidates.ts) through the
 * balancer, each looping over the actions of scripts/load/mixed-traffic.ts — offers list reads
 * (50 %), a message sent with an Idempotency-Key and the room read again (30 %), a profile edit
 * with an Idempotency-Key (20 %) — with a pause between actions (0: back to back).
 *
 * Every request is recorded with the phase its answer came in (the orchestrator moves `phase` along),
 * and every write is kept in a ledger: its key, its mark (the message's text, the edit's hashtag)
 * and its answer, so the database can be read afterwards for writes lost or written twice.
 */
import { randomUUID } from 'node:crypto';
import type { OfferList } from '../../src/contract/offers';
import type { SimulatedCandidate } from '../load/load-candidates';
import { type Call, type CallAnswer, call } from './http-call';

export type RequestKind = 'offers.list' | 'offers.detail' | 'message.send' | 'message.read' | 'profile.edit';

export interface RequestRecord {
  /** The phase its answer (or its failure) came in. */
  phase: string;
  kind: RequestKind;
  /** ms since the traffic's epoch. */
  sentAt: number;
  ms: number;
  outcome: string;
}

export interface TrackedWrite {
  kind: 'message' | 'profile';
  candidateId: string;
  key: string;
  /** The message's text, or the hashtag this edit sets (each one unique). */
  mark: string;
  /** The phase its first answer came in. */
  phase: string;
  sentAt: number;
  request: Call;
  /** The first attempt's outcome. */
  outcome: string;
  /** The outcome of sending it again with the same key, for a write whose first attempt failed. */
  resentOutcome?: string;
}

/** A message's text: the key makes each one unique and findable in the database. */
const MESSAGE_PREFIX = '리허설 ';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Traffic {
  /** The phase now: answers that come from now on count in it. */
  phase = 'setup';
  readonly requests: RequestRecord[] = [];
  readonly writes: TrackedWrite[] = [];
  readonly epoch = performance.now();
  private running: Promise<void>[] = [];
  private stopping = false;

  constructor(private readonly baseUrl: string) {}

  /** ms since the epoch. */
  now(): number {
    return performance.now() - this.epoch;
  }

  /** Sends one request; it counts in the phase its answer came in (a fault fails what is in flight). */
  private async send(kind: RequestKind, request: Call): Promise<CallAnswer> {
    const sentAt = this.now();
    const answer = await call(this.baseUrl, request);
    this.requests.push({ phase: this.phase, kind, sentAt, ms: this.now() - sentAt, outcome: answer.outcome });
    return answer;
  }

  private async browse(candidate: SimulatedCandidate) {
    const list = await this.send('offers.list', {
      method: 'GET',
      path: '/api/v3/users/offers',
      token: candidate.token,
    });
    const items = (list.body as OfferList | undefined)?.offerItems ?? [];
    if (items.length === 0) return;
    await this.send('offers.detail', {
      method: 'GET',
      path: `/api/v2/users/offers/${pick(items).id}`,
      token: candidate.token,
    });
  }

  private async write(kind: TrackedWrite['kind'], candidate: SimulatedCandidate, request: Call, mark: string) {
    const entry: TrackedWrite = {
      kind,
      candidateId: candidate.id,
      key: request.idempotencyKey as string,
      mark,
      phase: this.phase,
      sentAt: this.now(),
      request,
      outcome: 'pending',
    };
    this.writes.push(entry);
    entry.outcome = (await this.send(kind === 'message' ? 'message.send' : 'profile.edit', request)).outcome;
    entry.phase = this.phase;
  }

  private async message(candidate: SimulatedCandidate) {
    const key = randomUUID();
    const text = `${MESSAGE_PREFIX}${key}`;
    await this.write(
      'message',
      candidate,
      {
        method: 'POST',
        path: '/api/users/message',
        token: candidate.token,
        json: { roomId: candidate.roomId, message: text },
        idempotencyKey: key,
      },
      text,
    );
    await this.send('message.read', {
      method: 'GET',
      path: `/api/users/message/${candidate.roomId}`,
      token: candidate.token,
    });
  }

  private async editProfile(candidate: SimulatedCandidate) {
    const key = randomUUID();
    // Fifteen characters at most (SPEC §5): "rh" and the key's first eight hex digits.
    const hashtag = `rh${key.slice(0, 8)}`;
    await this.write(
      'profile',
      candidate,
      {
        method: 'PATCH',
        path: `/api/v2/users/more/${candidate.id}`,
        token: candidate.token,
        json: { ...candidate.patch, hashtags: [hashtag] },
        idempotencyKey: key,
      },
      hashtag,
    );
  }

  private async loop(candidate: SimulatedCandidate, thinkMs: number) {
    if (thinkMs > 0) await sleep(Math.random() * thinkMs);
    while (!this.stopping) {
      const roll = Math.random();
      if (roll < 0.5) await this.browse(candidate);
      else if (roll < 0.8) await this.message(candidate);
      else await this.editProfile(candidate);
      if (thinkMs > 0) await sleep(thinkMs * (0.5 + Math.random()));
    }
  }

  /** Each candidate starts looping; the loops go on until stop(). */
  start(candidates: SimulatedCandidate[], thinkMs: number) {
    if (this.running.length > 0) throw new Error('the traffic is already running');
    this.stopping = false;
    this.running = candidates.map((candidate) => this.loop(candidate, thinkMs));
  }

  /** Lets every loop finish its action, and waits for them. */
  async stop() {
    this.stopping = true;
    await Promise.all(this.running);
    this.running = [];
  }

  /**
   * Sends each write whose first attempt failed again with its key, as the app's outbox does, one
   * candidate's writes in their order; up to `attempts` times a second apart while the answer is
   * no answer or a 5xx.
   */
  async resendFailedWrites(attempts = 5) {
    const failed = this.writes.filter((write) => write.outcome !== 'ok');
    const byCandidate = new Map<string, TrackedWrite[]>();
    for (const write of failed)
      byCandidate.set(write.candidateId, [...(byCandidate.get(write.candidateId) ?? []), write]);
    await Promise.all(
      [...byCandidate.values()].map(async (writes) => {
        for (const write of writes) {
          for (let attempt = 1; attempt <= attempts; attempt += 1) {
            write.resentOutcome = (await call(this.baseUrl, write.request)).outcome;
            const retryable = write.resentOutcome.startsWith('network') || /^5\d\d/.test(write.resentOutcome);
            if (!retryable && write.resentOutcome !== 'maintenance') break;
            await sleep(1_000);
          }
        }
      }),
    );
  }
}
