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
 * A third league, `te-premium`, has the default slots and full PPR with 0.5 more per TE reception
 * (the league a manager sets up with "Custom points per stat"). The product values it with its
 * players' per-stat season points (libs/grading's `poolForScoring`): in a league whose other points
 * are the PPR preset's, a TE's PPR points plus 0.5 per projected reception. The season files have
 * projections per preset, not stat lines, and PPR and standard differ only by a point per catch, so
 * a TE's projected receptions are proj_ppr − proj_std and his projection here is proj_ppr + 0.5 ×
 * (proj_ppr − proj_std), the number `poolForScoring` gives from his stat line. Actual receptions are
 * not in the files, so a TE's actual TE-premium points are estimated as his actual ppr_points
 * scaled by his projected TE-premium/PPR ratio (about 1.18 for a starting TE); a TE without a
 * consensus projection takes the mean ratio of the season's TEs that have one, for his projection
 * and his actual points alike. Both come from preseason projections: nothing is fitted to a season's
 * outcomes. Other positions score as in PPR. ADP and the bots are the seasons' PPR ones (real
 * TE-premium drafts take TEs a little earlier), so its figures say how the model does against PPR
 * drafters in a TE-premium league.
 *
 * Usage: npm run eval:grading -- [--data DIR] [--seed N] [--drafts N] [--league default|superflex|te-premium]
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
import { CHANCE_BANDS, figures, report, reportNoise, ROUND_BANDS, type SeasonResult } from './eval-figures';
import { fitRankProjection, historyPlayers, readSeason, type HistoryRow } from './history';

function seasonsOf(rows: readonly HistoryRow[]): HistoryRow[][] {
  const by = new Map<number, HistoryRow[]>();
  for (const r of rows) by.set(r.season, [...(by.get(r.season) ?? []), r]);
  return [...by.values()];
}

const LEAGUE = 12;

/** A league the evaluation drafts: its roster slots, how its lines are labelled, and its points per TE reception on top of PPR. */
interface League {
  label: string;
  spots: RosterSpots;
  tePremium?: number;
}

const SUPERFLEX_SPOTS: RosterSpots = { ...DEFAULT_ROSTER_SPOTS, WR: 3, SUPERFLEX: 1 };
const LEAGUES: readonly League[] = [
  { label: 'default', spots: DEFAULT_ROSTER_SPOTS },
  { label: 'superflex', spots: SUPERFLEX_SPOTS },
  { label: 'te-premium', spots: DEFAULT_ROSTER_SPOTS, tePremium: 0.5 },
];
/** Highest ADP used when fitting projection curves on earlier seasons: the default league's drafted range. */
const CURVE_MAX_ADP = LEAGUE * rosterSize(DEFAULT_ROSTER_SPOTS);

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
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
  const { pool, ratios } = withTePremium(historyPlayers(rows, curves, byRank), rows, league.tePremium ?? 0);
  const actual = new Map(pool.map((p, i) => [p.id, (rows[i]?.points ?? 0) * (ratios[i] ?? 1)]));
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
 * The season's pool in a league paying `bonus` more per TE reception than PPR, and each player's
 * ratio of TE-premium to PPR points (1 but for TEs): see the header for how receptions are read
 * from the presets' projections, and how a TE without a consensus projection is scaled.
 */
function withTePremium(players: Player[], rows: readonly HistoryRow[], bonus: number): { pool: Player[]; ratios: number[] } {
  if (bonus === 0) return { pool: players, ratios: players.map(() => 1) };
  const ratioOf = (row: HistoryRow | undefined): number | null =>
    row?.position === 'TE' && row.consensus ? 1 + (bonus * (row.consensus.ppr - row.consensus.std)) / row.consensus.ppr : null;
  const known = rows.map(ratioOf).filter((ratio): ratio is number => ratio !== null);
  const mean = known.length > 0 ? known.reduce((sum, ratio) => sum + ratio, 0) / known.length : 1;
  const ratios = rows.map((row) => (row.position === 'TE' ? (ratioOf(row) ?? mean) : 1));
  const pool = players.map((p, i) => {
    const ratio = ratios[i] ?? 1;
    return ratio === 1 ? p : { ...p, projection: { ...p.projection, ppr: p.projection.ppr * ratio } };
  });
  return { pool, ratios };
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

/**
 * Drafts per season by default. The bars ask for a sign per season (lift above 0, grade above
 * naive validity); at 4 or 8 drafts their noise (the noise line) is as large as the figures, at 40
 * it is about ±0.7% on lift and ±0.02 on the validity gap. About 4 minutes on two cores.
 */
const DEFAULT_DRAFTS = 40;

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
      `league ${league.label}: QB ${s.QB}, RB ${s.RB}, WR ${s.WR}, TE ${s.TE}, FLEX ${s.FLEX}, SUPERFLEX ${s.SUPERFLEX}, K ${s.K}, DEF ${s.DEF}, bench ${s.Bench} (${rosterSize(s)} rounds)${league.tePremium ? `, PPR + ${league.tePremium} per TE reception` : ''}`,
    );
  }
  if (leagues.some((league) => league.spots.SUPERFLEX > 0 || league.spots.QB > 1))
    console.log(
      'note: the seasons carry 1-QB ADP; in the superflex league the bots and the market term take QBs where 1-QB drafts did, not as early as superflex drafts do',
    );
  if (leagues.some((league) => league.tePremium))
    console.log(
      "note: te-premium: a TE's projected receptions are proj_ppr − proj_std; his actual TE-premium points are his actual PPR points × his projected TE-premium/PPR ratio (actual receptions are not in the files); ADP and bots are PPR's",
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
