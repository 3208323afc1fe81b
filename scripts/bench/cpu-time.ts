/**
 * CPU time spent by a process group (a server spawned by server-process.ts) and by the PostgreSQL
 * backends serving one database, read from /proc. Unlike latency and throughput, CPU time per request
 * hardly changes when other work shares the machine, so it is the steadier measure of what the code
 * costs. Linux only; elsewhere every reading is NaN.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

interface ProcessTimes {
  processGroup: number;
  cpuMs: number;
  commandLine: string;
}

function readProcess(pid: string): ProcessTimes | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(command)": state ppid pgrp … utime (14th of the line) stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return {
      processGroup: Number(fields[2]),
      cpuMs: (ticks / TICKS_PER_SECOND) * 1000,
      commandLine: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '),
    };
  } catch {
    return undefined;
  }
}

function sumCpuMs(matches: (process: ProcessTimes) => boolean): number {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return Number.NaN;
  }
  return pids.reduce((sum, pid) => {
    const times = readProcess(pid);
    return times && matches(times) ? sum + times.cpuMs : sum;
  }, 0);
}

/** CPU milliseconds used so far by the live processes of a group (the server and its tsx wrapper). */
export const processGroupCpuMs = (processGroup: number) => sumCpuMs((times) => times.processGroup === processGroup);

/** CPU milliseconds used so far by the backends connected to one database ("postgres: user database …"). */
export const databaseCpuMs = (database: string) =>
  sumCpuMs((times) => times.commandLine.startsWith('postgres: ') && times.commandLine.includes(` ${database} `));
