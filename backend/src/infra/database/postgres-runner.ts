import { spawnSync, type SpawnOptions } from 'node:child_process';
import { chownSync, statSync } from 'node:fs';
import { parse, resolve, sep } from 'node:path';
import { EmbeddedPostgresError } from './embedded-postgres-error';

/** How `initdb` and `postgres` are started, and who owns what they create. */
export interface PostgresRunner {
  /** Said in the log when it is not the invoking user. */
  description?: string;
  command(binary: string, args: string[]): { file: string; args: string[]; options: SpawnOptions };
  /** Hands a path the server must own over to the server's user (a no-op when that is us). */
  giveToServer(path: string): void;
}

interface Account {
  name: string;
  uid: number;
  gid: number;
}

const asInvokingUser: PostgresRunner = {
  command: (binary, args) => ({ file: binary, args, options: {} }),
  giveToServer: () => undefined,
};

/**
 * PostgreSQL refuses to run as root. As root, the first of these that works is used:
 *
 * 1. A cluster that an earlier version created as another user keeps running as that user.
 * 2. A user namespace (`unshare`) in which root's own uid appears as an unprivileged user: the
 *    server has no capabilities, yet its files stay root's, so a clone and DATA_DIR inside a
 *    mode-700 folder (root's home, `mktemp -d`) work as they are.
 * 3. The `postgres` system user (created when missing), which must be able to enter every folder
 *    on the way to the binaries and to DATA_DIR; when it cannot, one line says what to do.
 *
 * See docs/adr/0004-embedded-postgres.md.
 */
export function choosePostgresRunner(binaries: string[], databaseDir: string): PostgresRunner {
  if (process.platform === 'win32' || process.getuid?.() !== 0) return asInvokingUser;

  const existingOwner = ownerOf(databaseDir);
  if (existingOwner !== undefined && existingOwner.uid !== 0) {
    return asAccount({ name: `uid ${existingOwner.uid}`, ...existingOwner }, binaries, databaseDir);
  }

  const inner = lookUpAccount('postgres') ?? lookUpAccount('nobody');
  if (inner && userNamespaceWorks(inner, binaries[0]!)) {
    const mapping = ['--user', `--map-user=${inner.uid}`, `--map-group=${inner.gid}`, '--'];
    return {
      description: 'in a user namespace as root without privileges',
      command: (binary, args) => ({ file: 'unshare', args: [...mapping, binary, ...args], options: {} }),
      giveToServer: () => undefined,
    };
  }

  const account = lookUpAccount('postgres') ?? createPostgresAccount();
  return asAccount(account, binaries, databaseDir);
}

function asAccount(account: Account, binaries: string[], databaseDir: string): PostgresRunner {
  for (const path of [...binaries, databaseDir]) {
    const blocked = firstFolderClosedTo(path, account);
    if (blocked) {
      throw new EmbeddedPostgresError(
        `PostgreSQL may not run as root, and the user "${account.name}" it would run as cannot enter ${blocked} (on the way to ${path}). ` +
          `Run npm start as another user, keep the clone and DATA_DIR outside ${blocked}, or set DATABASE_URL to a PostgreSQL server.`,
      );
    }
  }
  return {
    description: `as the user "${account.name}"`,
    command: (binary, args) => ({ file: binary, args, options: { uid: account.uid, gid: account.gid } }),
    giveToServer: (path) => chownSync(path, account.uid, account.gid),
  };
}

function ownerOf(path: string): { uid: number; gid: number } | undefined {
  try {
    const stat = statSync(path);
    return { uid: stat.uid, gid: stat.gid };
  } catch {
    return undefined;
  }
}

function lookUpAccount(name: string): Account | undefined {
  const id = (flag: string) => {
    const result = spawnSync('id', [flag, name], { encoding: 'utf8' });
    const value = Number.parseInt(result.stdout ?? '', 10);
    return result.status === 0 && Number.isInteger(value) ? value : undefined;
  };
  const uid = id('-u');
  const gid = id('-g');
  return uid !== undefined && gid !== undefined && uid !== 0 ? { name, uid, gid } : undefined;
}

function userNamespaceWorks(inner: Account, postgres: string): boolean {
  const probe = spawnSync('unshare', ['--user', `--map-user=${inner.uid}`, `--map-group=${inner.gid}`, '--', postgres, '--version'], {
    stdio: 'ignore',
    timeout: 10_000,
  });
  return probe.status === 0;
}

function createPostgresAccount(): Account {
  const created = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], {
    encoding: 'utf8',
  });
  const account = lookUpAccount('postgres');
  if (!account) {
    const reason = (created.error?.message ?? created.stderr ?? '').trim().split('\n')[0] || `useradd exited with ${created.status}`;
    throw new EmbeddedPostgresError(
      `PostgreSQL may not run as root, and creating a "postgres" user to run it as failed (${reason}). ` +
        'Run npm start as another user, create that user yourself, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
  return account;
}

/**
 * The first folder on the way to `path` (the deepest existing part of it) that `account` may not
 * enter, judged by mode bits. Access control lists are not read; a folder they open stays "closed".
 */
export function firstFolderClosedTo(path: string, account: { uid: number; gid: number }): string | undefined {
  const target = resolve(path);
  const { root } = parse(target);
  const parts = target.slice(root.length).split(sep).filter(Boolean);
  let folder = root;
  // Every folder that holds the next part must be enterable (x); the target itself need not be.
  for (const part of parts) {
    let stat;
    try {
      stat = statSync(folder);
    } catch {
      return undefined; // does not exist yet: it will be created by root on the way
    }
    if (!stat.isDirectory()) return undefined;
    const bit = stat.uid === account.uid ? 0o100 : stat.gid === account.gid ? 0o010 : 0o001;
    if ((stat.mode & bit) === 0) return folder;
    folder = folder === root ? `${root}${part}` : `${folder}${sep}${part}`;
  }
  return undefined;
}
