import { inspectProcess, isPostmasterOf, parseProcStat } from './postmaster-process';

describe('postmaster processes', () => {
  it('reads state and parent from /proc/<pid>/stat, whatever the command name holds', () => {
    expect(parseProcStat('4242 (postgres) S 1 4242 4242 0 -1 4194560 ...')).toEqual({ state: 'S', ppid: 1 });
    expect(parseProcStat('77 (a (weird) name) Z 12 77 77 0 -1')).toEqual({ state: 'Z', ppid: 12 });
  });

  it('recognises a PostgreSQL server on a given data directory only', () => {
    const args = ['/x/native/bin/postgres', '-D', '/data/postgres', '-p', '5555'];
    expect(isPostmasterOf(args, '/data/postgres')).toBe(true);
    expect(isPostmasterOf(args, '/other/postgres')).toBe(false);
    expect(isPostmasterOf(['/usr/bin/node', '-D', '/data/postgres'], '/data/postgres')).toBe(false);
    expect(isPostmasterOf(undefined, '/data/postgres')).toBe(false);
  });

  it('sees this process running, with its parent and command line', () => {
    const self = inspectProcess(process.pid);
    expect(self).toMatchObject({ running: true, ppid: process.ppid });
    expect(self.args?.[0]).toContain('node');
  });
});
