import { OneAtATime } from './one-at-a-time';

describe('OneAtATime', () => {
  it('runs the tasks of one key one after the other, of different keys side by side, and goes on after a failure', async () => {
    const queue = new OneAtATime();
    const log: string[] = [];
    let releaseFirst!: () => void;
    const first = queue.run('a', () => new Promise<void>((resolve) => (releaseFirst = () => (log.push('a1'), resolve()))));
    const failing = queue.run('a', async () => {
      log.push('a2');
      throw new Error('refused');
    });
    const third = queue.run('a', async () => void log.push('a3'));
    await queue.run('b', async () => void log.push('b1'));
    expect(log).toEqual(['b1']);
    releaseFirst();
    await first;
    await expect(failing).rejects.toThrow('refused');
    await third;
    expect(log).toEqual(['b1', 'a1', 'a2', 'a3']);
  });
});
