/** The rehearsal's figures per phase: requests and how they were answered, writes and what became of them. */
import { summarise } from '../load/latency';
import type { RequestRecord } from './traffic';
import type { AuditedWrite } from './write-audit';

export interface PhaseWindow {
  name: string;
  /** ms since the traffic's epoch. */
  from: number;
  to: number;
}

export interface WriteFigures {
  sent: number;
  /** 2xx at the first attempt. */
  acknowledged: number;
  /** 2xx answered (first attempt or sent again), yet not in the database. */
  lost: number;
  /** One Idempotency-Key, more than one row. */
  duplicated: number;
  /** Failed at first, in the database all the same (the answer was lost on the way). */
  committedUnanswered: number;
  /** Still no 2xx after being sent again with the same key. */
  unconfirmed: number;
}

export interface PhaseFigures {
  name: string;
  seconds: number;
  requests: number;
  ok: number;
  /** The app's MAINTENANCE answers (503 + Retry-After): a known state, counted apart from failures. */
  maintenance: number;
  /** Every other answer and every request without one. */
  failed: number;
  /** Failures by status (and error code), `HAProxy page`, or network error. */
  failures: Record<string, number>;
  /** 2xx answers per second over the phase. */
  okPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  writes: WriteFigures;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export function writeFigures(writes: AuditedWrite[]): WriteFigures {
  return {
    sent: writes.length,
    acknowledged: writes.filter((write) => write.outcome === 'ok').length,
    lost: writes.filter((write) => write.acknowledged && write.rows === 0).length,
    duplicated: writes.filter((write) => write.rows > 1).length,
    committedUnanswered: writes.filter((write) => write.outcome !== 'ok' && write.rowsBeforeResend > 0).length,
    unconfirmed: writes.filter((write) => !write.acknowledged).length,
  };
}

export function phaseFigures(window: PhaseWindow, requests: RequestRecord[], writes: AuditedWrite[]): PhaseFigures {
  const inPhase = requests.filter((request) => request.phase === window.name);
  const failures: Record<string, number> = {};
  for (const request of inPhase) {
    if (request.outcome === 'ok' || request.outcome === 'maintenance') continue;
    failures[request.outcome] = (failures[request.outcome] ?? 0) + 1;
  }
  const ok = inPhase.filter((request) => request.outcome === 'ok').length;
  const maintenance = inPhase.filter((request) => request.outcome === 'maintenance').length;
  const latency = summarise(inPhase.map((request) => request.ms));
  const seconds = (window.to - window.from) / 1000;
  return {
    name: window.name,
    seconds: round(seconds),
    requests: inPhase.length,
    ok,
    maintenance,
    failed: inPhase.length - ok - maintenance,
    failures,
    okPerSecond: round(seconds > 0 ? ok / seconds : 0),
    p50Ms: latency.p50,
    p99Ms: latency.p99,
    maxMs: latency.max,
    writes: writeFigures(writes.filter((write) => write.phase === window.name)),
  };
}
