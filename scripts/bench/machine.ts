/** What the figures were measured on: the machine, the tools, the commit, and how busy the machine was. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { CHROMIUM_PATH } from './chromium';

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  chromium: string;
  postgres: string;
  /** Versions of the measuring tools, e.g. "lighthouse 12.8.2, autocannon 8.0.0". */
  tools: string;
  commit: string;
}

const versionOf = (name: string) => {
  try {
    return (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
};

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** lscpu's model name is fuller than Node's on some virtual machines. */
function cpuModel(): string {
  const fromLscpu = run('lscpu', [])
    .match(/^Model name:\s*(.+)$/m)?.[1]
    ?.trim();
  return fromLscpu || os.cpus()[0]?.model || 'unknown';
}

function osName(): string {
  try {
    const pretty = readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]+)"?/m)?.[1];
    return `${pretty ?? os.type()} (kernel ${os.release()})`;
  } catch {
    return `${os.type()} ${os.release()}`;
  }
}

export function machineInfo(postgres: string): MachineInfo {
  const status = run('git', ['status', '--porcelain']);
  return {
    cpuModel: cpuModel(),
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    os: osName(),
    node: process.version,
    chromium: run(CHROMIUM_PATH, ['--version']) || 'unknown',
    postgres,
    tools: ['lighthouse', 'chrome-launcher', 'autocannon', 'playwright-core']
      .map((name) => `${name} ${versionOf(name)}`)
      .join(', '),
    commit: `${run('git', ['rev-parse', '--short', 'HEAD']) || 'unknown'}${status ? ' (with uncommitted changes)' : ''}`,
  };
}

/** The 1-minute load average: above the number of cores, other work shared the CPU with the bench. */
export const loadAverage = () => Math.round(os.loadavg()[0] * 100) / 100;
