import { InstantDraftSlots } from './instant-draft-slots';

describe('InstantDraftSlots', () => {
  it('lets a bounded number of runs hold a slot, the others in the order they asked', async () => {
    const slots = new InstantDraftSlots(2);
    const order: number[] = [];
    const releases = await Promise.all([slots.acquire(), slots.acquire()]);
    const third = slots.acquire().then((release) => (order.push(3), release));
    const fourth = slots.acquire().then((release) => (order.push(4), release));
    await Promise.resolve();
    expect(order).toEqual([]);
    releases[0]!();
    (await third)();
    releases[1]!();
    (await fourth)();
    expect(order).toEqual([3, 4]);
    expect(slots.peak).toBe(2);
  });

  it('lets everyone waiting go once closed', async () => {
    const slots = new InstantDraftSlots(1);
    await slots.acquire();
    const waiting = slots.acquire();
    slots.close();
    await expect(waiting).resolves.toEqual(expect.any(Function));
  });
});
