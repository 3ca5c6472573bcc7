import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstFolderClosedTo } from './postgres-runner';

describe('firstFolderClosedTo', () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'draftmode-runner-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  // Someone who owns none of these folders and is in none of their groups.
  const stranger = { uid: 54_321, gid: 54_321 };

  it('names the first folder on the way that others may not enter', () => {
    mkdirSync(join(root, 'clone', 'node_modules'), { recursive: true });
    chmodSync(root, 0o700);
    chmodSync(join(root, 'clone'), 0o755);
    expect(firstFolderClosedTo(join(root, 'clone', 'node_modules', 'initdb'), stranger)).toBe(root);
  });

  it('finds nothing when every folder on the way is open, including folders still to be created', () => {
    mkdirSync(join(root, 'data'));
    chmodSync(root, 0o755);
    chmodSync(join(root, 'data'), 0o755);
    expect(firstFolderClosedTo(join(root, 'data', 'postgres', 'base'), stranger)).toBeUndefined();
  });

  it('lets the owner and the group in by their own bits', () => {
    chmodSync(root, 0o710);
    const { uid, gid } = statSync(root);
    expect(firstFolderClosedTo(join(root, 'x'), { uid, gid: stranger.gid })).toBeUndefined();
    expect(firstFolderClosedTo(join(root, 'x'), { uid: stranger.uid, gid })).toBeUndefined();
    expect(firstFolderClosedTo(join(root, 'x'), stranger)).toBe(root);
  });
});
