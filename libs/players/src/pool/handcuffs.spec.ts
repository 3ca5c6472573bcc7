import { bundledPlayers } from '../data/bundled-pool';
import { linkHandcuffs, PROJECTED_STARTING_RBS } from './handcuffs';

describe('handcuffs', () => {
  it('in the bundled pool, every handcuff backs up his team’s top-projected RB and is not a projected starter himself', () => {
    const players = bundledPlayers();
    const byId = new Map(players.map((p) => [p.id, p]));
    const starters = new Set(
      players
        .filter((p) => p.position === 'RB')
        .sort((a, b) => b.projection.ppr - a.projection.ppr)
        .slice(0, PROJECTED_STARTING_RBS)
        .map((p) => p.id),
    );
    const handcuffs = players.filter((p) => p.handcuffOf !== null);
    expect(handcuffs.length).toBeGreaterThan(10);
    for (const back of handcuffs) {
      const starter = byId.get(back.handcuffOf!)!;
      expect(back.isHandcuff).toBe(true);
      expect(starter.team).toBe(back.team);
      const teamRbs = players
        .filter((p) => p.position === 'RB' && p.team === back.team)
        .sort((a, b) => b.projection.ppr - a.projection.ppr);
      expect(teamRbs[0]!.id).toBe(starter.id);
      expect(starters.has(back.id)).toBe(false);
    }
    // The data file is already what the rule says.
    expect(linkHandcuffs(players).map((p) => p.handcuffOf)).toEqual(players.map((p) => p.handcuffOf));
  });

  it('never makes a projected starter a handcuff (David Montgomery behind Jahmyr Gibbs)', () => {
    const linked = linkHandcuffs(bundledPlayers());
    expect(linked.find((p) => p.name === 'David Montgomery')?.handcuffOf).toBeNull();
  });
});
