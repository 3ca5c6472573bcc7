import { boundPointsPerStat, mostCommonOf, pointsUnlessPreset, presetForReception } from '../imported-league';
import { POINTS_PER_STAT_FIELDS, type PointsPerStat, type ScoringFormat } from '@draftmode/domain';
import type { EspnScoringItem } from './espn-api';
import {
  FUMBLE_STAT,
  isOffensiveStat,
  LINEUP_SLOT_NAMES,
  OFFENSIVE_STAT_NAMES,
  RECEPTION_STAT,
  SLOT_OF_POSITION,
  STATS_READ,
  TWO_POINT_STATS,
} from './espn-ids';

/** What the stats scored in blocks count. */
const BLOCK_NOUNS: Partial<Record<keyof typeof STATS_READ, string>> = {
  passYd: 'passing yards',
  rushYd: 'rushing yards',
  recYd: 'receiving yards',
  reception: 'receptions',
};

/** The slots whose overrides score offensive players (D/ST's and K's overrides are their own scoring, on the preset). */
const OFFENSIVE_SLOTS = new Set([0, 1, 2, 3, 4, 5, 6, 7, 20, 21, 23]);

/**
 * The preset nearest an ESPN league's points per reception, and points per stat where the league
 * differs from it. A catch's override for the RB, WR or TE slot is that position's bonus per
 * reception (a TE premium); stats scored in blocks of yards count as their share per yard. Each
 * thing DraftMode takes approximately, or not at all, is a note.
 */
export function espnScoring(
  items: readonly EspnScoringItem[],
  notes: string[],
): { scoringFormat: ScoringFormat; pointsPerStat: PointsPerStat | null } {
  const byStat = new Map(items.map((item) => [item.statId, item]));
  const base = (statId: number) => byStat.get(statId)?.points ?? 0;
  const sum = (key: keyof typeof STATS_READ) => round(STATS_READ[key].reduce((total, [statId, per]) => total + base(statId) / per, 0));
  const read = new Set<number>([
    ...Object.values(STATS_READ).flatMap((stats) => stats.map(([statId]) => statId)),
    ...Object.values(TWO_POINT_STATS),
    FUMBLE_STAT,
  ]);

  const blocks = (Object.keys(BLOCK_NOUNS) as (keyof typeof STATS_READ)[]).flatMap((key) =>
    STATS_READ[key]
      .filter(([statId, per]) => per > 1 && base(statId) !== 0)
      .map(([statId, per]) => `${base(statId)} every ${per} ${BLOCK_NOUNS[key]}`),
  );
  // A block scores once it is full, game by game; over a season each yard is worth about its share.
  if (blocks.length > 0)
    notes.push(`ESPN scores in whole blocks (${blocks.join(', ')}); DraftMode counts each yard or catch at its share of the block.`);

  const reception = sum('reception');
  const scoringFormat = presetForReception(reception);
  const catchItem = byStat.get(RECEPTION_STAT);
  const bonus = (position: 'RB' | 'WR' | 'TE') => {
    const override = catchItem?.pointsOverrides[SLOT_OF_POSITION[position]];
    return override === undefined ? 0 : round(override - (catchItem?.points ?? 0));
  };

  const any = base(TWO_POINT_STATS.any);
  const twoPoint = [TWO_POINT_STATS.pass, TWO_POINT_STATS.rush, TWO_POINT_STATS.rec].map((statId) => round(base(statId) + any));
  const twoPointConversion = mostCommonOf(twoPoint);
  if (new Set(twoPoint).size > 1)
    notes.push(
      `ESPN scores two-point conversions ${twoPoint.join(' / ')} (pass / rush / catch); DraftMode has one value for all: ${twoPointConversion}.`,
    );
  const fumble = base(FUMBLE_STAT);
  if (fumble !== 0)
    notes.push(
      `ESPN also scores every fumble (${fumble}); DraftMode's projections count lost fumbles only, so a lost fumble is taken as ${round(sum('fumbleLost') + fumble)}.`,
    );

  const points: PointsPerStat = {
    passYd: sum('passYd'),
    passTd: sum('passTd'),
    passInt: sum('passInt'),
    rushYd: sum('rushYd'),
    rushTd: sum('rushTd'),
    reception,
    recYd: sum('recYd'),
    recTd: sum('recTd'),
    receptionBonus: { RB: bonus('RB'), WR: bonus('WR'), TE: bonus('TE') },
    fumbleLost: round(sum('fumbleLost') + fumble),
    twoPointConversion,
  };

  const byPosition: string[] = [];
  for (const item of items) {
    if (!read.has(item.statId)) continue;
    for (const [slot, override] of Object.entries(item.pointsOverrides)) {
      const isBonus = item.statId === RECEPTION_STAT && [2, 4, 6].includes(Number(slot));
      if (!isBonus && OFFENSIVE_SLOTS.has(Number(slot)) && override !== item.points)
        byPosition.push(`${statName(item.statId)} ${override} at ${LINEUP_SLOT_NAMES[Number(slot)] ?? `slot ${slot}`}`);
    }
  }
  if (byPosition.length > 0)
    notes.push(
      `ESPN scores some stats by lineup slot, which DraftMode cannot: ${byPosition.join(', ')}; the league's base points are taken.`,
    );

  boundPointsPerStat(points, 'ESPN', notes);

  const unread = items.filter(
    (item) =>
      isOffensiveStat(item.statId) &&
      !read.has(item.statId) &&
      (item.points !== 0 || Object.entries(item.pointsOverrides).some(([slot, value]) => value !== 0 && OFFENSIVE_SLOTS.has(Number(slot)))),
  );
  if (unread.length > 0)
    notes.push(
      `Scoring DraftMode's projections cannot count is left out: ${unread.map((item) => `${statName(item.statId)} ${item.points}`).join(', ')}.`,
    );

  return { scoringFormat, pointsPerStat: pointsUnlessPreset(points, scoringFormat) };
}

function statName(statId: number): string {
  const key = (Object.keys(STATS_READ) as (keyof typeof STATS_READ)[]).find((candidate) =>
    STATS_READ[candidate].some(([id]) => id === statId),
  );
  if (key) return POINTS_PER_STAT_FIELDS[key].label;
  return OFFENSIVE_STAT_NAMES[statId] ?? `stat ${statId}`;
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
