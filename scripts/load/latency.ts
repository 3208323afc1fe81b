/** Latency samples per kind of request, summarised as percentiles (nearest rank), in milliseconds. */

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The nearest-rank percentile of sorted samples: the smallest value at or above `share` of them. */
function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil(share * sorted.length));
  return sorted[rank - 1];
}

export function summarise(samples: number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
    mean: round(sorted.length ? total / sorted.length : 0),
  };
}

export class LatencyRecorder<Kind extends string> {
  private readonly samples = new Map<Kind, number[]>();

  record(kind: Kind, ms: number) {
    const list = this.samples.get(kind) ?? [];
    list.push(ms);
    this.samples.set(kind, list);
  }

  byKind(): Record<Kind, LatencySummary> {
    return Object.fromEntries([...this.samples].map(([kind, list]) => [kind, summarise(list)])) as Record<
      Kind,
      LatencySummary
    >;
  }

  overall(): LatencySummary {
    return summarise([...this.samples.values()].flat());
  }
}
