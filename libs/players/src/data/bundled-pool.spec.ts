import type { Player, Position } from '@draftmode/domain';
import { BUNDLED_SEASON, BUNDLED_SNAPSHOT_DATE, bundledPlayers, bundledPool } from './bundled-pool';
import { NFL_TEAMS, nflTeam, nflTeamByName, normalizeTeamAbbr } from './nfl-teams';

const players = bundledPlayers();
const byPosition = (position: Position): Player[] => players.filter((p) => p.position === position);

describe('NFL teams', () => {
  it('lists the 32 teams once each with a hex colour and a 2025 bye in weeks 5–14 (none in 13)', () => {
    expect(NFL_TEAMS).toHaveLength(32);
    expect(new Set(NFL_TEAMS.map((t) => t.abbr)).size).toBe(32);
    for (const team of NFL_TEAMS) {
      expect(team.primaryColor).toMatch(/^#[0-9A-F]{6}$/);
      expect(team.byeWeek).toBeGreaterThanOrEqual(5);
      expect(team.byeWeek).toBeLessThanOrEqual(14);
      expect(team.byeWeek).not.toBe(13);
    }
  });

  it('has each bye week shared by an even number of teams, as the schedule pairs bye teams', () => {
    const perWeek = new Map<number, number>();
    for (const team of NFL_TEAMS) perWeek.set(team.byeWeek, (perWeek.get(team.byeWeek) ?? 0) + 1);
    for (const count of perWeek.values()) expect(count % 2).toBe(0);
  });

  it('looks teams up by abbreviation, alias and name', () => {
    expect(nflTeam('kc')?.name).toBe('Kansas City Chiefs');
    expect(nflTeam('JAC')?.abbr).toBe('JAX');
    expect(nflTeam('WSH')?.abbr).toBe('WAS');
    expect(nflTeam('XYZ')).toBeUndefined();
    expect(normalizeTeamAbbr('')).toBe('FA');
    expect(normalizeTeamAbbr('gnb')).toBe('GB');
    expect(normalizeTeamAbbr('Nope')).toBeNull();
    expect(nflTeamByName('Broncos')?.abbr).toBe('DEN');
    expect(nflTeamByName('Kansas City Chiefs')?.abbr).toBe('KC');
    expect(nflTeamByName('New York')).toBeUndefined();
  });
});

describe('bundled 2025 pool', () => {
  it('is the 2025 season snapshot', () => {
    expect(BUNDLED_SEASON).toBe(2025);
    expect(BUNDLED_SNAPSHOT_DATE).toBe('2025-08-25');
    expect(bundledPool().players).toHaveLength(players.length);
  });

  it('has at least 300 players, every position, all 32 defenses and at least 20 kickers', () => {
    expect(players.length).toBeGreaterThanOrEqual(300);
    for (const position of ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as const) expect(byPosition(position).length).toBeGreaterThan(0);
    const defenses = byPosition('DEF');
    expect(defenses).toHaveLength(32);
    expect(new Set(defenses.map((d) => d.team))).toEqual(new Set(NFL_TEAMS.map((t) => t.abbr)));
    for (const d of defenses) {
      expect(d.id).toBe(`def-${d.team.toLowerCase()}`);
      expect(d.name).toBe(`${nflTeam(d.team)!.name} D/ST`);
    }
    expect(byPosition('K').length).toBeGreaterThanOrEqual(20);
    expect(byPosition('QB').length).toBeGreaterThanOrEqual(32);
  });

  it('has unique, slug-shaped ids', () => {
    expect(new Set(players.map((p) => p.id)).size).toBe(players.length);
    for (const p of players) expect(p.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(players.find((p) => p.name === "Ja'Marr Chase")?.id).toBe('ja-marr-chase');
  });

  it('gives every player a real team and that team’s bye week', () => {
    for (const p of players) {
      const team = nflTeam(p.team);
      expect(team).toBeDefined();
      expect(p.byeWeek).toBe(team!.byeWeek);
    }
  });

  it('orders ADP sensibly: in range, sorted, tiers never improve further down a position', () => {
    const ppr = players.map((p) => p.adp.ppr);
    expect([...ppr].sort((a, b) => a - b)).toEqual(ppr);
    for (const p of players) {
      for (const key of ['ppr', 'half', 'std'] as const) {
        expect(p.adp[key]).toBeGreaterThan(0);
        expect(p.adp[key]).toBeLessThanOrEqual(320);
      }
    }
    expect(players[0]!.name).toBe("Ja'Marr Chase");
    for (const position of ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as const) {
      const tiers = byPosition(position).map((p) => p.tier);
      for (let i = 1; i < tiers.length; i += 1) expect(tiers[i]).toBeGreaterThanOrEqual(tiers[i - 1]!);
      expect(tiers[0]).toBe(1);
    }
  });

  it('shifts running backs earlier and pass catchers later in non-PPR formats', () => {
    const top = players.filter((p) => p.adp.ppr <= 120);
    for (const p of top.filter((p) => p.position === 'WR' || p.position === 'TE')) expect(p.adp.std).toBeGreaterThanOrEqual(p.adp.ppr);
    const rbs = top.filter((p) => p.position === 'RB');
    const earlier = rbs.filter((p) => p.adp.std < p.adp.ppr).length;
    expect(earlier / rbs.length).toBeGreaterThan(0.7);
  });

  it('widens the ADP spread with depth', () => {
    for (const p of players.filter((p) => p.adp.ppr <= 12)) expect(p.adpStdDev).toBeLessThanOrEqual(3);
    for (const p of players.filter((p) => p.adp.ppr >= 120)) expect(p.adpStdDev).toBeGreaterThanOrEqual(8);
  });

  it('has projections consistent with the scoring formats', () => {
    for (const p of players) {
      const { ppr, half, std } = p.projection;
      expect(std).toBeGreaterThan(0);
      if (p.position === 'WR' || p.position === 'TE' || p.position === 'RB') {
        expect(ppr).toBeGreaterThanOrEqual(half);
        expect(half).toBeGreaterThanOrEqual(std);
        // ppr − half and half − std are both half a point per reception.
        expect(ppr - half).toBeCloseTo(half - std, 5);
      } else {
        expect(ppr).toBe(std);
        expect(half).toBe(std);
      }
    }
  });

  it('links handcuffs to running backs in the pool and keeps target share to skill players', () => {
    const ids = new Map(players.map((p) => [p.id, p]));
    const handcuffs = players.filter((p) => p.isHandcuff);
    expect(handcuffs.length).toBeGreaterThanOrEqual(15);
    for (const p of players) {
      expect(p.isHandcuff).toBe(p.handcuffOf !== null);
      if (p.handcuffOf) expect(ids.get(p.handcuffOf)?.position).toBe('RB');
      if (p.position === 'QB' || p.position === 'K' || p.position === 'DEF') expect(p.targetShare).toBeNull();
      if (p.targetShare !== null) expect(p.targetShare).toBeLessThan(0.35);
    }
    expect(ids.get('tyler-allgeier')?.handcuffOf).toBe('bijan-robinson');
  });

  it('carries the NFL Top 100 ranks and Sleeper ids it knows', () => {
    const ranked = players.filter((p) => p.nflTop100Rank !== null);
    expect(new Set(ranked.map((p) => p.nflTop100Rank)).size).toBe(ranked.length);
    expect(players.find((p) => p.id === 'saquon-barkley')?.nflTop100Rank).toBe(1);
    for (const d of byPosition('DEF')) expect(d.sleeperId).toBe(d.team);
  });

  it('hands out copies, so a caller cannot change the bundled data', () => {
    const first = bundledPlayers();
    first[0]!.adp.ppr = 999;
    first[0]!.name = 'changed';
    expect(bundledPlayers()[0]!.adp.ppr).not.toBe(999);
    expect(bundledPlayers()[0]!.name).toBe("Ja'Marr Chase");
  });
});
