import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:net';

/** A built server (`node backend/dist/src/main.js`, as `npm start` runs it) in a child process. */
interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  stdout(): string;
  /** Resolves once the output matches; rejects with the output when it exits or the time is up. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
  /** Sends the signal and resolves with the exit code once it has exited. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

/** Only what the server needs from the test's environment, so a developer's settings do not leak in. */
export const baseEnv = { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '/tmp' };

export function startServer(main: string, env: Record<string, string>, cwd?: string): ServerProcess {
  const child = spawn(process.execPath, [main], { cwd, env: { ...baseEnv, ...env } });
  let all = '';
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    all += chunk.toString();
    out += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => (all += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => all,
    stdout: () => out,
    exited,
    async waitForOutput(pattern, timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = all.match(pattern);
        if (match) return match;
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before printing ${pattern}:\n${all.slice(-3000)}`);
        if (Date.now() > deadline) throw new Error(`the server did not print ${pattern} in time:\n${all.slice(-3000)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
