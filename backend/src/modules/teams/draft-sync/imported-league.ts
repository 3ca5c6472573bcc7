import {
  MAX_ROSTER_SIZE,
  MAX_ROSTER_SPOTS,
  POINTS_PER_STAT_FIELDS,
  RECEPTION_BONUS_RANGE,
  ROSTER_SPOT_LABELS,
  FORMAT_KEY,
  presetPoints,
  samePointsPerStat,
  scoresReceptionsOnly,
  type ImportedLeagueSettings,
  type LeagueSettings,
  type PointsPerStat,
  type RosterSpots,
  type ScoringFormat,
  type StatPointsKey,
} from '@draftmode/domain';

/**
 * What every platform adapter (Sleeper, ESPN, Yahoo) does alike when it takes a league's settings
 * as DraftMode's: the preset a league's points per catch are nearest, roster spots and points per
 * stat within DraftMode's bounds, and the notes that say what was left out or cut, in one wording.
 */

/** A platform as its notes name it. */
type SyncPlatform = 'Sleeper' | 'ESPN' | 'Yahoo';

/** Roster spots with none of any kind, for an adapter to count a league's slots into. */
export function noRosterSpots(): RosterSpots {
  return { QB: 0, RB: 0, WR: 0, TE: 0, FLEX: 0, SUPERFLEX: 0, WRTE: 0, WRRB: 0, DEF: 0, K: 0, Bench: 0 };
}

/** A league's points per stat, or null when they are its preset's (the preset then scores everyone). */
export function pointsUnlessPreset(points: PointsPerStat, scoringFormat: ScoringFormat): PointsPerStat | null {
  return samePointsPerStat(points, presetPoints(FORMAT_KEY[scoringFormat])) ? null : points;
}

/**
 * The value most of a stat's per-kind points share (two-point conversions by pass, rush and catch);
 * with all different, the middle one, the rushing or receiving value: most players ranked are not QBs.
 */
export function mostCommonOf(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return top === undefined || top[1] === 1 ? (values[1] ?? values[0] ?? 0) : top[0];
}

/** The preset nearest a league's points per reception: halfway between two goes up (0.75 a catch is PPR). */
export function presetForReception(reception: number): ScoringFormat {
  return reception >= 0.75 ? 'PPR' : reception >= 0.25 ? 'Half-PPR' : 'Standard';
}

/**
 * Notes the league's roster spots DraftMode does not draft: defensive players (IDP) and any other
 * kind it cannot model, each listed as the platform names it ("3 DL, 2 LB").
 */
export function noteSpotsLeftOut(leftOut: { idp: readonly string[]; other: readonly string[] }, notes: string[]): void {
  if (leftOut.idp.length > 0)
    notes.push(`DraftMode drafts no defensive players (IDP): the league's ${leftOut.idp.join(', ')} spots are left out.`);
  if (leftOut.other.length > 0) notes.push(`Roster spots DraftMode cannot model are left out: ${leftOut.other.join(', ')}.`);
}

/** "3 DL, 2 LB" of counts by the platform's position name. */
export function countsListed(counts: ReadonlyMap<string, number>): string[] {
  return [...counts].map(([position, n]) => `${n} ${position}`);
}

/**
 * Roster spots within DraftMode's bounds: each kind at most `MAX_ROSTER_SPOTS`, and the bench cut
 * so that the roster holds at most `MAX_ROSTER_SIZE`, each cut noted. Changes `spots` in place.
 */
export function boundRosterSpots(spots: RosterSpots, platform: SyncPlatform, notes: string[]): RosterSpots {
  for (const kind of Object.keys(spots) as (keyof RosterSpots)[]) {
    if (spots[kind] > MAX_ROSTER_SPOTS[kind]) {
      notes.push(`${ROSTER_SPOT_LABELS[kind]}: ${platform} has ${spots[kind]}, DraftMode takes at most ${MAX_ROSTER_SPOTS[kind]}.`);
      spots[kind] = MAX_ROSTER_SPOTS[kind];
    }
  }
  const total = Object.values(spots).reduce((sum, n) => sum + n, 0);
  if (total > MAX_ROSTER_SIZE) {
    const bench = Math.max(0, spots.Bench - (total - MAX_ROSTER_SIZE));
    notes.push(`A roster holds at most ${MAX_ROSTER_SIZE} players in DraftMode: the bench goes from ${spots.Bench} to ${bench}.`);
    spots.Bench = bench;
  }
  return spots;
}

/** Points per stat within the bounds real leagues use (`POINTS_PER_STAT_FIELDS`), each cut noted. Changes `points` in place. */
export function boundPointsPerStat(points: PointsPerStat, platform: SyncPlatform, notes: string[]): PointsPerStat {
  for (const key of Object.keys(POINTS_PER_STAT_FIELDS) as StatPointsKey[]) {
    const { label, min, max } = POINTS_PER_STAT_FIELDS[key];
    const clamped = Math.min(max, Math.max(min, points[key]));
    if (clamped !== points[key]) notes.push(`${label}: ${platform} gives ${points[key]}, DraftMode takes ${min} to ${max}: ${clamped}.`);
    points[key] = clamped;
  }
  for (const position of ['RB', 'WR', 'TE'] as const) {
    const { min, max } = RECEPTION_BONUS_RANGE;
    const given = points.receptionBonus[position];
    const clamped = Math.min(max, Math.max(min, given));
    if (clamped !== given)
      notes.push(`${position} bonus per catch: ${platform} gives ${given}, DraftMode takes ${min} to ${max}: ${clamped}.`);
    points.receptionBonus[position] = clamped;
  }
  return points;
}

/**
 * A league's scoring as a pool without projected stat lines can take it: points per catch (a TE
 * premium, 0.75 a reception) are scored from the preset projections, the rest needs stat lines, so
 * the preset stands for it, with a note saying what to import (the settings would be refused).
 */
export function perCatchOnly(settings: ImportedLeagueSettings, notes: string[]): ImportedLeagueSettings {
  const points = settings.pointsPerStat;
  if (!points || scoresReceptionsOnly(points)) return settings;
  const preset = presetPoints(FORMAT_KEY[settings.scoringFormat]);
  const perCatch = { ...presetPoints('std'), reception: points.reception, receptionBonus: { ...points.receptionBonus } };
  const samePreset = perCatch.reception === preset.reception && Object.values(perCatch.receptionBonus).every((bonus) => bonus === 0);
  notes.push(
    'The league scores more than catches its own way (passing, rushing or fumbles), and the player pool has no projected stat lines to score that: DraftMode keeps the preset for it' +
      `${samePreset ? '' : ', with the league’s points per catch'}. Import FantasyPros projection exports (npm run players:sync -- --csv FILE) to take all of it.`,
  );
  return { ...settings, pointsPerStat: samePreset ? null : perCatch };
}

/** The team's settings with every optional part spelled out, as the import's are. */
export function complete(settings: LeagueSettings): ImportedLeagueSettings {
  return {
    scoringFormat: settings.scoringFormat,
    leagueSize: settings.leagueSize,
    draftPosition: settings.draftPosition,
    rosterSpots: { ...settings.rosterSpots },
    draftOrder: settings.draftOrder ?? 'snake',
    pointsPerStat: settings.pointsPerStat ?? null,
    tradedPicks: [...(settings.tradedPicks ?? [])],
  };
}
