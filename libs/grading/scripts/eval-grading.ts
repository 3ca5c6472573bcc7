/**
 * Grading-quality benchmark (shared/data/nfl-history/README.md protocol). For each season file:
 * simulate 12-team, 15-round full-PPR snake drafts with seeded ADP bots; for each slot 1..12 run
 * the same draft with the product's top recommendation picking for that slot and with a bot there.
 * The product model is used as it ships (no knob is tuned here). A player's projection is FantasyPros'
 * preseason consensus where the season file has one (as the product's pool has), else it comes from
 * ADP and position, with curves fitted on the seasons before the one being scored (the first season
 * uses PRIOR_CURVES); the outcome model (spread and bust rate by position and ADP depth) is fitted
 * on earlier seasons only, too. Nothing is fitted on the season being scored.
 *
 * Reports per season and overall: lift, grade validity, naive validity (the starters' ADP-implied
 * projections summed, on the same rosters), pick-grade validity, whether every top-pick roster keeps
 * the construction rules and how many took a backup QB or TE before round 13, how often the top pick
 * grades A, how often the consensus pick (what an ADP bot would take at that moment) grades C or
 * better for the recommending team, and how well the chance a
 * player is still there is calibrated (per band of rounds, expected players gone against the picks
 * in between; and per band of chance, the share that actually lasted).
 *
 * Each also gets a noise line: how far lift and (grade − naive validity) move when the drafts are
 * resampled (bootstrap over drafts), so a figure near a bar can be read against its noise.
 *
 * Two leagues are drafted, each reported on its own lines: the default league (QB 1, RB 2, WR 2,
 * TE 1, FLEX 1, K, DEF, bench 6: 15 rounds) and a superflex league (QB 1, RB 2, WR 3, TE 1, FLEX 1,
 * SUPERFLEX 1, K, DEF, bench 6: 17 rounds). The seasons' ADP is 1-QB ADP: in the superflex league
 * the bots and the market term still take QBs where 1-QB drafts did (real superflex drafts take them
 * earlier), so its figures say how the model does against 1-QB drafters in a superflex league; only
 * the teams' needs in the chances, and the model's own valuation, know the superflex.
 *
 * Usage: npm run eval:grading -- [--data DIR] [--seed N] [--drafts N] [--league default|superflex]
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_ROSTER_SPOTS, type Player, type RosterSpots } from '@draftmode/domain';
import { rosterSize } from '@draftmode/draft-core';
import {
  adpSpread,
  botChoice,
  bestLineup,
  constructionViolations,
  valueBoard,
  fitOutcomeModel,
  fitProjectionCurves,
  gaussian,
  gradePickAt,
  gradeRosterWith,
  gradingContext,
  mixSeed,
  mulberry32,
  PRIOR_CURVES,
  PRIOR_OUTCOMES,
  recommendationsAt,
  simulateDraft,
  starterSlotsOf,
  type GradingContext,
  type SimulatedDraft,
} from '../src';
import { fitRankProjection, historyPlayers, readSeason, type HistoryRow } from './history';

function seasonsOf(rows: readonly HistoryRow[]): HistoryRow[][] {
  const by = new Map<number, HistoryRow[]>();
  for (const r of rows) by.set(r.season, [...(by.get(r.season) ?? []), r]);
  return [...by.values()];
}

const LEAGUE = 12;

/** A league the evaluation drafts: its roster slots, and how its lines are labelled. */
interface League {
  label: string;
  spots: RosterSpots;
}

const SUPERFLEX_SPOTS: RosterSpots = { ...DEFAULT_ROSTER_SPOTS, WR: 3, SUPERFLEX: 1 };
const LEAGUES: readonly League[] = [
  { label: 'default', spots: DEFAULT_ROSTER_SPOTS },
  { label: 'superflex', spots: SUPERFLEX_SPOTS },
];
/** Highest ADP used when fitting projection curves on earlier seasons: the default league's drafted range. */
const CURVE_MAX_ADP = LEAGUE * rosterSize(DEFAULT_ROSTER_SPOTS);
/** Bands of rounds for the availability calibration. */
const ROUND_BANDS: ReadonlyArray<readonly [number, number]> = [
  [1, 3],
  [4, 6],
  [7, 9],
  [10, 12],
  // Rounds 13 to the end: 15 in the default league, 17 in the superflex league.
  [13, Infinity],
];
/** Bands of chance for the reliability of individual chances. */
const CHANCE_BANDS: ReadonlyArray<readonly [number, number]> = [
  [0, 0.2],
  [0.2, 0.4],
  [0.4, 0.6],
  [0.6, 0.8],
  [0.8, 1.01],
];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Spearman rank correlation (average ranks for ties). */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  const rx = ranks(xs);
  const ry = ranks(ys);
  const n = rx.length;
  const mx = rx.reduce((s, v) => s + v, 0) / n;
  const my = ry.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (rx[i] ?? 0) - mx;
    const dy = (ry[i] ?? 0) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length).fill(0);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]?.[0] === order[i]?.[0]) j++;
    for (let k = i; k <= j; k++) out[order[k]?.[1] ?? 0] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

interface SeasonResult {
  season: number;
  engine: number[];
  bot: number[];
  gradePct: number[];
  naive: number[];
  gradeActual: number[];
  /** The draft (0-based) of each entry of engine/bot, and of gradePct/naive/gradeActual: the unit the noise estimate resamples. */
  liftDraft: number[];
  gradeDraft: number[];
  pickPct: number[];
  pickResidual: number[];
  topPickRosters: number;
  withinRules: number;
  topPickGrades: number[];
  /** The grade, for the recommending team, of the pick an ADP bot would make at each of its turns. */
  consensusGrades: number[];
  /** Top-pick rosters that took a second QB or TE before round 13. */
  earlyBackups: number;
  /** Per round band: expected players gone (sum of 1 − chance) and picks in between, summed over turns. */
  expectedGone: number[];
  picksBetween: number[];
  /** Per round band, over the 40 players at the top of the user's board: expected gone (sum of 1 − chance) and how many actually went. */
  topExpectedGone: number[];
  topGone: number[];
  /** Per chance band: chances given and how many of those players lasted. */
  chanceGiven: number[];
  chanceSum: number[];
  lasted: number[];
}

interface Turn {
  band: number;
  /** The chance of each of the board's top players, by id. */
  chances: Map<string, number>;
  toPick: number;
  takenNow: string;
}

function runSeason(
  season: number,
  rows: readonly HistoryRow[],
  earlier: readonly HistoryRow[],
  seed: number,
  drafts: number,
  league: League,
): SeasonResult {
  const SPOTS = league.spots;
  const ROUNDS = rosterSize(SPOTS);
  const curves = earlier.length > 0 ? fitProjectionCurves(earlier, { maxAdp: CURVE_MAX_ADP }) : PRIOR_CURVES;
  const byRank = fitRankProjection(earlier);
  // Outcome spread (bust rates, variance by ADP depth) is fitted on earlier seasons only, too.
  const earlierProjected = byRank
    ? seasonsOf(earlier).flatMap((rs) =>
        historyPlayers(rs, curves, byRank).map((p, i) => ({ ...(rs[i] as HistoryRow), projected: p.projection.ppr })),
      )
    : earlier;
  const outcomes = earlier.length > 0 ? fitOutcomeModel(earlierProjected, curves) : PRIOR_OUTCOMES;
  const pool = historyPlayers(rows, curves, byRank);
  const actual = new Map(pool.map((p, i) => [p.id, rows[i]?.points ?? 0]));
  const actualOf = (p: Player): number => actual.get(p.id) ?? 0;
  const index = new Map(pool.map((p, i) => [p.id, i]));
  const ctx = gradingContext(pool, 'ppr', LEAGUE, SPOTS, outcomes);
  const res: SeasonResult = {
    season,
    engine: [],
    bot: [],
    gradePct: [],
    naive: [],
    gradeActual: [],
    liftDraft: [],
    gradeDraft: [],
    pickPct: [],
    pickResidual: [],
    topPickRosters: 0,
    withinRules: 0,
    topPickGrades: [],
    consensusGrades: [],
    earlyBackups: 0,
    expectedGone: ROUND_BANDS.map(() => 0),
    picksBetween: ROUND_BANDS.map(() => 0),
    topExpectedGone: ROUND_BANDS.map(() => 0),
    topGone: ROUND_BANDS.map(() => 0),
    chanceGiven: CHANCE_BANDS.map(() => 0),
    chanceSum: CHANCE_BANDS.map(() => 0),
    lasted: CHANCE_BANDS.map(() => 0),
  };
  const score = (roster: readonly Player[]): number => bestLineup(roster, actualOf, SPOTS).points;
  const naiveScore = (roster: readonly Player[]): number => bestLineup(roster, (p) => p.projection.ppr, SPOTS).points;

  for (let d = 0; d < drafts; d++) {
    const rng = mulberry32(mixSeed(seed, season, d));
    // Each team has its own noisy board: ADP + N(0,1) × spread(ADP), so noise grows with depth.
    const noise = Float64Array.from({ length: LEAGUE * pool.length }, () => gaussian(rng));
    const keyFor = (slot: number, p: Player): number => {
      const adp = p.adp.ppr;
      return adp + (noise[(slot - 1) * pool.length + (index.get(p.id) ?? 0)] ?? 0) * adpSpread(adp);
    };
    const base = { pool, format: 'ppr' as const, leagueSize: LEAGUE, rosterSpots: SPOTS, keyFor };
    const botDraft = simulateDraft(base);
    const all: SimulatedDraft[] = [botDraft];
    for (let slot = 1; slot <= LEAGUE; slot++) {
      const turns: Turn[] = [];
      const engineDraft = simulateDraft({
        ...base,
        chooserSlot: slot,
        choose: (turn) => {
          const moment = valueBoard(
            {
              pool,
              format: 'ppr',
              leagueSize: LEAGUE,
              draftPosition: slot,
              rosterSpots: SPOTS,
              roster: turn.roster,
              takenIds: turn.takenIds,
              currentOverallPick: turn.overallPick,
              othersPicks: turn.picks
                .filter((p) => p.slot !== slot)
                .map((p) => ({ position: p.player.position, overallPick: p.overallPick })),
            },
            { ctx },
          ).moment();
          const top = recommendationsAt(moment, 1)[0];
          if (!top) return null;
          res.topPickGrades.push(gradePickAt(moment, top.player).percentage);
          const consensus = botChoice(turn.available, turn.roster, turn.round, SPOTS, (p) => p.adp.ppr);
          if (consensus) res.consensusGrades.push(gradePickAt(moment, consensus).percentage);
          if (moment.horizon) {
            const band = ROUND_BANDS.findIndex(([lo, hi]) => turn.round >= lo && turn.round <= hi);
            res.expectedGone[band] = (res.expectedGone[band] ?? 0) + moment.board.reduce((sum, v) => sum + (1 - v.chance), 0);
            res.picksBetween[band] = (res.picksBetween[band] ?? 0) + (moment.horizon.toPick - moment.horizon.fromPick);
            const chances = new Map(moment.board.slice(0, 40).map((v) => [v.player.id, v.chance]));
            turns.push({ band, chances, toPick: moment.horizon.toPick, takenNow: top.player.id });
          }
          return top.player;
        },
      });
      collectLasted(turns, engineDraft, res);
      const roster = engineDraft.rosters[slot - 1] ?? [];
      res.engine.push(score(roster));
      res.bot.push(score(botDraft.rosters[slot - 1] ?? []));
      res.liftDraft.push(d);
      res.topPickRosters += 1;
      const picks = engineDraft.picks.filter((p) => p.slot === slot).map((p) => ({ position: p.player.position, round: p.round }));
      if (constructionViolations(picks, ROUNDS, SPOTS).length === 0) res.withinRules += 1;
      if (tookEarlyBackup(picks, SPOTS)) res.earlyBackups += 1;
      all.push(engineDraft);
    }
    for (const draft of all) {
      draft.rosters.forEach((roster, i) => {
        res.gradePct.push(gradeRosterWith(roster, i + 1, ctx).percentage);
        res.naive.push(naiveScore(roster));
        res.gradeActual.push(score(roster));
        res.gradeDraft.push(d);
      });
      collectPickGrades(draft, pool, ctx, actualOf, res, SPOTS);
    }
  }
  return res;
}

/**
 * Whether a roster's picks (position and round) took a backup QB or TE before round 13: a QB beyond
 * the slots a QB starts in (the superflex is one), a TE beyond the TE slots.
 */
function tookEarlyBackup(picks: ReadonlyArray<{ position: string; round: number }>, spots: RosterSpots): boolean {
  return (['QB', 'TE'] as const).some(
    (position) => picks.filter((p) => p.position === position && p.round < 13).length > starterSlotsOf(position, spots),
  );
}

/** For each engine turn, which of the players given a chance were still there at the pick it looked ahead to. */
function collectLasted(turns: readonly Turn[], draft: SimulatedDraft, res: SeasonResult): void {
  const takenAt = new Map(draft.picks.map((p) => [p.player.id, p.overallPick]));
  for (const turn of turns) {
    for (const [id, chance] of turn.chances) {
      if (id === turn.takenNow) continue;
      const gone = (takenAt.get(id) ?? Infinity) < turn.toPick;
      res.topExpectedGone[turn.band] = (res.topExpectedGone[turn.band] ?? 0) + (1 - chance);
      if (gone) res.topGone[turn.band] = (res.topGone[turn.band] ?? 0) + 1;
      const band = CHANCE_BANDS.findIndex(([lo, hi]) => chance >= lo && chance < hi);
      res.chanceGiven[band] = (res.chanceGiven[band] ?? 0) + 1;
      res.chanceSum[band] = (res.chanceSum[band] ?? 0) + chance;
      if ((takenAt.get(id) ?? Infinity) >= turn.toPick) res.lasted[band] = (res.lasted[band] ?? 0) + 1;
    }
  }
}

function collectPickGrades(
  draft: SimulatedDraft,
  pool: readonly Player[],
  ctx: GradingContext,
  actualOf: (p: Player) => number,
  res: SeasonResult,
  spots: RosterSpots,
): void {
  const rosters: Player[][] = Array.from({ length: LEAGUE }, () => []);
  const takenIds = new Set<string>();
  const picks = draft.picks;
  picks.forEach((pick, i) => {
    const roster = rosters[pick.slot - 1] ?? [];
    const moment = valueBoard(
      {
        pool,
        format: 'ppr',
        leagueSize: LEAGUE,
        draftPosition: pick.slot,
        rosterSpots: spots,
        roster,
        takenIds,
        currentOverallPick: pick.overallPick,
        othersPicks: picks
          .slice(0, i)
          .filter((p) => p.slot !== pick.slot)
          .map((p) => ({ position: p.player.position, overallPick: p.overallPick })),
      },
      { ctx },
    ).moment();
    const grade = gradePickAt(moment, pick.player);
    let sum = 0;
    let n = 0;
    for (let j = Math.max(0, i - 3); j <= Math.min(picks.length - 1, i + 3); j++) {
      const other = picks[j];
      if (j === i || !other) continue;
      sum += actualOf(other.player);
      n++;
    }
    res.pickPct.push(grade.percentage);
    res.pickResidual.push(actualOf(pick.player) - (n > 0 ? sum / n : 0));
    roster.push(pick.player);
    takenIds.add(pick.player.id);
  });
}

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);
const pct = (x: number): string => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}%`;

interface Figures {
  lift: number;
  gradeValidity: number;
  naiveValidity: number;
  pickValidity: number;
  topPickRosters: number;
  withinRules: number;
  topPickA: number;
  consensusC: number;
  earlyBackups: number;
  /** Per round band: |expected gone − picks in between| / picks in between. */
  bandErrors: number[];
  /** Per round band, top of the board: (expected gone − gone) / gone: below 0, the chances were too hopeful. */
  topErrors: number[];
  /** Per chance band: mean chance given and share that lasted. */
  reliability: Array<{ n: number; given: number; lasted: number }>;
}

function figures(rs: readonly SeasonResult[]): Figures {
  const per = (f: (r: SeasonResult) => number): number => mean(rs.map(f));
  return {
    lift: mean(rs.flatMap((r) => r.engine)) / mean(rs.flatMap((r) => r.bot)) - 1,
    gradeValidity: per((r) => spearman(r.gradePct, r.gradeActual)),
    naiveValidity: per((r) => spearman(r.naive, r.gradeActual)),
    pickValidity: per((r) => spearman(r.pickPct, r.pickResidual)),
    topPickRosters: sum(rs.map((r) => r.topPickRosters)),
    withinRules: sum(rs.map((r) => r.withinRules)),
    topPickA: rs.flatMap((r) => r.topPickGrades).filter((p) => p >= 93).length / Math.max(1, rs.flatMap((r) => r.topPickGrades).length),
    consensusC:
      rs.flatMap((r) => r.consensusGrades).filter((p) => p >= 73).length / Math.max(1, rs.flatMap((r) => r.consensusGrades).length),
    earlyBackups: sum(rs.map((r) => r.earlyBackups)),
    bandErrors: ROUND_BANDS.map((_, b) => {
      const between = sum(rs.map((r) => r.picksBetween[b] ?? 0));
      return between > 0 ? Math.abs(sum(rs.map((r) => r.expectedGone[b] ?? 0)) - between) / between : 0;
    }),
    topErrors: ROUND_BANDS.map((_, b) => {
      const gone = sum(rs.map((r) => r.topGone[b] ?? 0));
      return gone > 0 ? (sum(rs.map((r) => r.topExpectedGone[b] ?? 0)) - gone) / gone : 0;
    }),
    reliability: CHANCE_BANDS.map((_, b) => {
      const n = sum(rs.map((r) => r.chanceGiven[b] ?? 0));
      return {
        n,
        given: n > 0 ? sum(rs.map((r) => r.chanceSum[b] ?? 0)) / n : 0,
        lasted: n > 0 ? sum(rs.map((r) => r.lasted[b] ?? 0)) / n : 0,
      };
    }),
  };
}

function roundBand(lo: number, hi: number): string {
  return hi === Infinity ? `r${lo}+` : `r${lo}-${hi}`;
}

function report(label: string, f: Figures): void {
  const bands = ROUND_BANDS.map(([lo, hi], b) => `${roundBand(lo, hi)} ${((f.bandErrors[b] ?? 0) * 100).toFixed(1)}%`).join(', ');
  const reliability = f.reliability.map((r) => `${(r.given * 100).toFixed(0)}%→${(r.lasted * 100).toFixed(0)}% (${r.n})`).join(', ');
  console.log(
    `${label}  lift ${pct(f.lift)}  grade validity ${f.gradeValidity.toFixed(3)}  naive validity ${f.naiveValidity.toFixed(3)}  pick-grade validity ${f.pickValidity.toFixed(3)}`,
  );
  console.log(
    `${label}  top-pick rosters: ${f.topPickRosters} drafted, ${f.withinRules} within construction rules, ${f.earlyBackups} with a backup QB or TE before round 13`,
  );
  console.log(`${label}  top pick graded A: ${(f.topPickA * 100).toFixed(1)}%`);
  console.log(`${label}  consensus pick graded C or better: ${(f.consensusC * 100).toFixed(1)}%`);
  const top = ROUND_BANDS.map(([lo, hi], b) => `${roundBand(lo, hi)} ${pct(f.topErrors[b] ?? 0)}`).join(', ');
  console.log(
    `${label}  availability calibration: mean error ${(mean(f.bandErrors) * 100).toFixed(1)}% by round band (${bands}); chance given → share that lasted: ${reliability}`,
  );
  console.log(
    `${label}  availability at the top of the board (40 players): expected gone against gone, mean error ${(mean(f.topErrors.map(Math.abs)) * 100).toFixed(1)}% by round band (${top})`,
  );
}

/**
 * Drafts per season by default. The bars ask for a sign per season (lift above 0, grade above
 * naive validity); at 4 or 8 drafts their noise (the noise line) is as large as the figures, at 40
 * it is about ±0.7% on lift and ±0.02 on the validity gap. About 4 minutes on two cores.
 */
const DEFAULT_DRAFTS = 40;

/** Resamples used for the noise estimate. */
const BOOTSTRAP_SAMPLES = 200;

/**
 * How much lift and (grade − naive validity) move with the drafts drawn: the standard deviation over
 * bootstrap resamples of the season's drafts (with replacement), per season or pooled. A figure
 * within about two of these of a bar says the bar is not decided at this many drafts.
 */
function noise(rs: readonly SeasonResult[], seed: number): { lift: number; validityGap: number } {
  const rng = mulberry32(seed);
  const lifts: number[] = [];
  const gaps: number[] = [];
  for (let b = 0; b < BOOTSTRAP_SAMPLES; b++) {
    const engine: number[] = [];
    const bot: number[] = [];
    const gaps1: number[] = [];
    for (const r of rs) {
      const drafts = Math.max(...r.gradeDraft) + 1;
      const drawn = Array.from({ length: drafts }, () => Math.floor(rng() * drafts));
      const grade: number[] = [];
      const naive: number[] = [];
      const actual: number[] = [];
      for (const d of drawn) {
        r.liftDraft.forEach((draft, i) => {
          if (draft !== d) return;
          engine.push(r.engine[i] ?? 0);
          bot.push(r.bot[i] ?? 0);
        });
        r.gradeDraft.forEach((draft, i) => {
          if (draft !== d) return;
          grade.push(r.gradePct[i] ?? 0);
          naive.push(r.naive[i] ?? 0);
          actual.push(r.gradeActual[i] ?? 0);
        });
      }
      gaps1.push(spearman(grade, actual) - spearman(naive, actual));
    }
    lifts.push(mean(engine) / mean(bot) - 1);
    gaps.push(mean(gaps1));
  }
  const sd = (xs: readonly number[]): number => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
  return { lift: sd(lifts), validityGap: sd(gaps) };
}

function reportNoise(label: string, rs: readonly SeasonResult[], seed: number): void {
  const f = figures(rs);
  const n = noise(rs, seed);
  console.log(
    `${label}  noise over the drafts (bootstrap sd): lift ${pct(f.lift)} ±${(100 * n.lift).toFixed(1)}%, grade − naive validity ${(f.gradeValidity - f.naiveValidity).toFixed(3)} ±${n.validityGap.toFixed(3)}`,
  );
}

function main(): void {
  const repoRoot = path.resolve(__dirname, '../../..');
  const dir = path.resolve(arg('data') ?? path.join(repoRoot, '../shared/data/nfl-history'));
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(`eval-grading: data folder not found: ${dir} (pass --data DIR)`);
    process.exit(1);
  }
  const files = readdirSync(dir)
    .filter((f) => /^season-\d{4}\.csv$/.test(f))
    .sort();
  if (files.length === 0) {
    console.error(`eval-grading: no season-YYYY.csv files in ${dir}`);
    process.exit(1);
  }
  const seed = Number(arg('seed') ?? 20250829);
  const drafts = Number(arg('drafts') ?? DEFAULT_DRAFTS);
  const only = arg('league');
  const leagues = LEAGUES.filter((league) => only === undefined || league.label === only);
  if (leagues.length === 0) {
    console.error(`eval-grading: no league ${only} (one of ${LEAGUES.map((league) => league.label).join(', ')})`);
    process.exit(1);
  }
  console.log(
    `eval-grading: ${files.length} seasons from ${dir}, seed ${seed}, ${drafts} drafts × (1 all-bot + ${LEAGUE} top-pick) per season and league, ${LEAGUE} teams, full PPR; the product model as it ships`,
  );
  for (const league of leagues) {
    const s = league.spots;
    console.log(
      `league ${league.label}: QB ${s.QB}, RB ${s.RB}, WR ${s.WR}, TE ${s.TE}, FLEX ${s.FLEX}, SUPERFLEX ${s.SUPERFLEX}, K ${s.K}, DEF ${s.DEF}, bench ${s.Bench} (${rosterSize(s)} rounds)`,
    );
  }
  if (leagues.some((league) => league.spots.SUPERFLEX > 0 || league.spots.QB > 1))
    console.log(
      'note: the seasons carry 1-QB ADP; in the superflex league the bots and the market term take QBs where 1-QB drafts did, not as early as superflex drafts do',
    );
  const results = new Map<League, SeasonResult[]>(leagues.map((league) => [league, []]));
  const earlier: HistoryRow[] = [];
  for (const file of files) {
    const rows = readSeason(path.join(dir, file));
    const season = rows[0]?.season ?? Number(file.slice(7, 11));
    for (const league of leagues) {
      const r = runSeason(season, rows, [...earlier], seed, drafts, league);
      results.get(league)?.push(r);
      report(`${season} ${league.label}`, figures([r]));
      reportNoise(`${season} ${league.label}`, [r], seed);
    }
    earlier.push(...rows);
  }
  for (const league of leagues) {
    const rs = results.get(league) ?? [];
    report(`overall ${league.label}`, figures(rs));
    reportNoise(`overall ${league.label}`, rs, seed);
  }
}

main();
