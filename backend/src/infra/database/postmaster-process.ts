import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the operating system says about a process, as far as it can be read. */
interface ProcessInfo {
  /** The process exists and has not exited (a zombie waiting to be reaped counts as exited). */
  running: boolean;
  /** Its parent, when it could be read. */
  ppid?: number;
  /** Its command line, when it could be read. */
  args?: string[];
}

/** The pid on the first line of `<databaseDir>/postmaster.pid`, if that file exists. */
export function postmasterPid(databaseDir: string): number | undefined {
  const file = join(databaseDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Reads /proc on Linux, `ps` elsewhere. */
export function inspectProcess(pid: number): ProcessInfo {
  if (!isAlive(pid)) return { running: false };
  if (existsSync(`/proc/${pid}/stat`)) {
    try {
      const stat = parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .split('\0')
        .filter((arg) => arg !== '');
      return { running: stat.state !== 'Z' && stat.state !== 'X', ppid: stat.ppid, args };
    } catch {
      return { running: isAlive(pid) };
    }
  }
  const ps = spawnSync('ps', ['-o', 'ppid=,stat=,args=', '-p', String(pid)], { encoding: 'utf8' });
  const match = /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec(ps.stdout ?? '');
  if (ps.status !== 0 || !match) return { running: isAlive(pid) };
  return { running: !match[2]!.startsWith('Z'), ppid: Number(match[1]), args: match[3]!.trim().split(/\s+/) };
}

/** State and parent from `/proc/<pid>/stat`, whose second field (the command name) may hold spaces and parentheses. */
export function parseProcStat(stat: string): { state: string; ppid: number } {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', ppid: Number.parseInt(fields[1] ?? '', 10) };
}

/** Whether a command line is a PostgreSQL server started on `databaseDir` (`postgres -D <databaseDir> …`). */
export function isPostmasterOf(args: string[] | undefined, databaseDir: string): boolean {
  if (!args || args.length === 0 || !/postgres(\.exe)?$/.test(args[0] ?? '')) return false;
  const flag = args.indexOf('-D');
  return flag > 0 && args[flag + 1] === databaseDir;
}

/** Resolves once the process has exited (or is a zombie), or false after `timeoutMs`. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (inspectProcess(pid).running) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}
