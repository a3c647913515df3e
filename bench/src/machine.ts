// What the numbers were measured on, and which code: machine, versions, commit.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { REPO_ROOT } from './paths.js';

export type Machine = {
  /** 1 / 5 / 15 min load averages when the run began: other work on the machine skews every figure. */
  loadAtStart: string;
  cpu: string;
  cores: number;
  ramGiB: number;
  os: string;
  node: string;
  postgres: string;
  commit: string;
  date: string;
  openFilesLimit: number;
};

function osName(): string {
  try {
    const release = fs.readFileSync('/etc/os-release', 'utf8');
    const pretty = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(release)?.[1];
    return `${pretty ?? os.type()}, kernel ${os.release()}`;
  } catch {
    return `${os.type()} ${os.release()}`;
  }
}

function git(args: string[]): string {
  const result = spawnSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

/** Short commit, `+dirty` when the work tree has changes not committed yet. */
function commit(): string {
  const head = git(['rev-parse', '--short', 'HEAD']) || 'unknown';
  return git(['status', '--porcelain']) ? `${head}+dirty` : head;
}

/** The soft limit of open files this process (and the server it starts) gets. */
export function openFilesLimit(): number {
  const result = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' });
  const value = result.stdout.trim();
  return value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value) || 0;
}

/** The 1 / 5 / 15 min load averages now, « 0.52 / 0.80 / 1.10 ». */
export function loadAverages(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

export function describeMachine(postgres: string): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    loadAtStart: loadAverages(),
    ramGiB: Math.round(os.totalmem() / 1024 ** 3),
    os: osName(),
    node: process.version,
    postgres,
    commit: commit(),
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    openFilesLimit: openFilesLimit(),
  };
}
