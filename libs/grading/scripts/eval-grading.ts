/**
 * Grading-quality benchmark (shared/data/nfl-history/README.md protocol). For each season file:
 * simulate 12-team, 15-round full-PPR snake drafts with seeded ADP bots; for each slot 1..12 run
 * the same draft with the recommendation engine in that slot and with a bot there; report lift,
 * grade validity and pick-grade validity. Projections come only from ADP + position, with curves
 * fitted on the seasons before the one being scored (the first season uses PRIOR_CURVES); so is the outcome
 * model (spread and bust rate by position and ADP depth; the first season uses PRIOR_OUTCOMES).
 *
 * Two knobs, the recommendations' market weight and the ADP cutoff of the curve fit, are chosen per
 * scored season by nested time-series validation: each setting of a small a-priori grid is run on
 * the seasons before the scored one only (each of those with its own earlier-only fits), the best
 * validation lift wins (ties: higher grade validity, then closer to the product defaults), and the
 * scored season is then run once with it. The first season has no earlier data and uses the
 * product defaults.
 *
 * Usage: npm run eval:grading -- [--data DIR] [--seed N] [--drafts N] [--val-drafts N]
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_ROSTER_SPOTS, type Player } from '@draftmode/domain';
import {
  adpSpread,
  bestLineup,
  fitOutcomeModel,
  fitProjectionCurves,
  gaussian,
  gradePickWith,
  gradeRosterWith,
  gradingContext,
  MARKET_WEIGHT,
  mixSeed,
  mulberry32,
  PRIOR_CURVES,
  PRIOR_OUTCOMES,
  recommendationsWith,
  simulateDraft,
  type GradingContext,
  type SimulatedDraft,
} from '../src';
import { historyPlayers, readSeason, type HistoryRow } from './history';

const LEAGUE = 12;
const SPOTS = DEFAULT_ROSTER_SPOTS;

/** The knobs chosen per scored season by nested validation. */
interface Setting {
  /** Weight of the recommendations' market term (`GradingOptions.marketWeight`). */
  marketWeight: number;
  /** Highest ADP used when fitting projection curves on earlier seasons. */
  curveMaxAdp: number;
}

/** What the product uses: the default market weight and a fit over the drafted range (12 × 15). */
const DEFAULT_SETTING: Setting = { marketWeight: MARKET_WEIGHT, curveMaxAdp: LEAGUE * 15 };

/** The a-priori grid, fixed before looking at any season's results. */
const GRID: readonly Setting[] = [0, 40, 80, 120].flatMap((marketWeight) => [180, 300].map((curveMaxAdp) => ({ marketWeight, curveMaxAdp })));

/** Seed stream of validation drafts, kept apart from the scoring drafts. */
const VALIDATION_STREAM = 0x7a11d;

const settingLabel = (s: Setting): string => `market ${s.marketWeight}, cutoff ${s.curveMaxAdp}`;
const distanceFromDefault = (s: Setting): number =>
  (s.marketWeight === DEFAULT_SETTING.marketWeight ? 0 : 1) + (s.curveMaxAdp === DEFAULT_SETTING.curveMaxAdp ? 0 : 1);

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
  for (let i = 0; i < order.length; ) {
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
  gradeActual: number[];
  pickPct: number[];
  pickResidual: number[];
}

interface RunOptions {
  seed: number;
  drafts: number;
  setting: Setting;
  /** Collect pick grades (pick-grade validity); validation runs skip them. */
  pickGrades: boolean;
}

function runSeason(season: number, rows: readonly HistoryRow[], earlier: readonly HistoryRow[], opts: RunOptions): SeasonResult {
  const { seed, drafts, setting } = opts;
  const samples = earlier.map((r) => ({ position: r.position, adp: r.adp, points: r.points }));
  const curves = earlier.length > 0 ? fitProjectionCurves(samples, { maxAdp: setting.curveMaxAdp }) : PRIOR_CURVES;
  // Outcome spread (bust rates, variance by ADP depth) is fitted on earlier seasons only, too.
  const outcomes = earlier.length > 0 ? fitOutcomeModel(samples, curves) : PRIOR_OUTCOMES;
  const pool = historyPlayers(rows, curves);
  const actual = new Map(pool.map((p, i) => [p.id, rows[i]?.points ?? 0]));
  const actualOf = (p: Player): number => actual.get(p.id) ?? 0;
  const index = new Map(pool.map((p, i) => [p.id, i]));
  const ctx = gradingContext(pool, 'ppr', LEAGUE, SPOTS, outcomes, { marketWeight: setting.marketWeight });
  const res: SeasonResult = { season, engine: [], bot: [], gradePct: [], gradeActual: [], pickPct: [], pickResidual: [] };
  const score = (roster: readonly Player[]): number => bestLineup(roster, actualOf, SPOTS).points;

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
      const engineDraft = simulateDraft({
        ...base,
        chooserSlot: slot,
        choose: (turn) =>
          recommendationsWith(
            { pool, takenIds: turn.takenIds, roster: turn.roster, format: 'ppr', leagueSize: LEAGUE, draftPosition: slot, currentOverallPick: turn.overallPick, limit: 1 },
            ctx,
          )[0]?.player ?? null,
      });
      res.engine.push(score(engineDraft.rosters[slot - 1] ?? []));
      res.bot.push(score(botDraft.rosters[slot - 1] ?? []));
      all.push(engineDraft);
    }
    for (const draft of all) {
      draft.rosters.forEach((roster, i) => {
        res.gradePct.push(gradeRosterWith(roster, i + 1, ctx).percentage);
        res.gradeActual.push(score(roster));
      });
      if (opts.pickGrades) collectPickGrades(draft, pool, ctx, actualOf, res);
    }
  }
  return res;
}

function collectPickGrades(draft: SimulatedDraft, pool: readonly Player[], ctx: GradingContext, actualOf: (p: Player) => number, res: SeasonResult): void {
  const available = [...pool].sort((a, b) => a.adp.ppr - b.adp.ppr);
  const rosters: Player[][] = Array.from({ length: LEAGUE }, () => []);
  const picks = draft.picks;
  picks.forEach((pick, i) => {
    const roster = rosters[pick.slot - 1] ?? [];
    const grade = gradePickWith({ player: pick.player, overallPick: pick.overallPick, roster, available, format: 'ppr', leagueSize: LEAGUE }, ctx);
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
    const idx = available.indexOf(pick.player);
    if (idx >= 0) available.splice(idx, 1);
  });
}

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const pct = (x: number): string => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}%`;
const liftOf = (rs: readonly SeasonResult[]): number => mean(rs.flatMap((r) => r.engine)) / mean(rs.flatMap((r) => r.bot)) - 1;
const gradeValidityOf = (rs: readonly SeasonResult[]): number => mean(rs.map((r) => spearman(r.gradePct, r.gradeActual)));

interface Season {
  season: number;
  rows: HistoryRow[];
  /** Rows of every season before this one. */
  earlier: HistoryRow[];
}

interface Choice {
  setting: Setting;
  /** Validation seasons (empty: product defaults, no earlier data). */
  on: number[];
  lift: number;
  gradeValidity: number;
}

/**
 * Picks the setting for `seasons[k]` from `seasons[0..k-1]` only: each grid setting is run on every
 * earlier season (with that season's own earlier-only fits; cached across scored seasons, since a
 * run depends only on the validation season and the setting) and scored by pooled lift.
 */
function chooseSetting(seasons: readonly Season[], k: number, cache: Map<string, SeasonResult>, seed: number, valDrafts: number): Choice {
  const validation = seasons.slice(0, k);
  if (validation.length === 0) return { setting: DEFAULT_SETTING, on: [], lift: Number.NaN, gradeValidity: Number.NaN };
  let best: Choice | null = null;
  for (const setting of GRID) {
    const results = validation.map((v) => {
      const key = `${v.season}|${setting.marketWeight}|${setting.curveMaxAdp}`;
      let r = cache.get(key);
      if (!r) {
        r = runSeason(v.season, v.rows, v.earlier, { seed: mixSeed(seed, VALIDATION_STREAM), drafts: valDrafts, setting, pickGrades: false });
        cache.set(key, r);
      }
      return r;
    });
    const c: Choice = { setting, on: validation.map((v) => v.season), lift: liftOf(results), gradeValidity: gradeValidityOf(results) };
    const wins =
      !best ||
      c.lift > best.lift ||
      (c.lift === best.lift &&
        (c.gradeValidity > best.gradeValidity || (c.gradeValidity === best.gradeValidity && distanceFromDefault(c.setting) < distanceFromDefault(best.setting))));
    if (wins) best = c;
  }
  return best ?? { setting: DEFAULT_SETTING, on: [], lift: Number.NaN, gradeValidity: Number.NaN };
}

function describeChoice(c: Choice): string {
  if (c.on.length === 0) return `${settingLabel(c.setting)} (product defaults: no earlier season to validate on)`;
  const span = c.on.length === 1 ? `${c.on[0]}` : `${c.on[0]}-${c.on[c.on.length - 1]}`;
  return `${settingLabel(c.setting)} (validated on ${span}: lift ${pct(c.lift)}, grade validity ${c.gradeValidity.toFixed(3)})`;
}

function main(): void {
  const repoRoot = path.resolve(__dirname, '../../..');
  const dir = path.resolve(arg('data') ?? path.join(repoRoot, '../shared/data/nfl-history'));
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(`eval-grading: data folder not found: ${dir} (pass --data DIR)`);
    process.exit(1);
  }
  const files = readdirSync(dir).filter((f) => /^season-\d{4}\.csv$/.test(f)).sort();
  if (files.length === 0) {
    console.error(`eval-grading: no season-YYYY.csv files in ${dir}`);
    process.exit(1);
  }
  const seed = Number(arg('seed') ?? 20250829);
  const drafts = Number(arg('drafts') ?? 4);
  const valDrafts = Number(arg('val-drafts') ?? 2);
  console.log(
    `eval-grading: ${files.length} seasons from ${dir}, seed ${seed}, ${drafts} drafts × (1 all-bot + ${LEAGUE} engine) per season, 12 teams, 15 rounds, full PPR; ` +
      `market weight and curve cutoff chosen per season by nested time-series validation on earlier seasons only (grid ${GRID.length} settings, ${valDrafts} drafts per validation season)`,
  );
  const seasons: Season[] = [];
  const earlier: HistoryRow[] = [];
  for (const file of files) {
    const rows = readSeason(path.join(dir, file));
    seasons.push({ season: rows[0]?.season ?? Number(file.slice(7, 11)), rows, earlier: [...earlier] });
    earlier.push(...rows);
  }
  const validationCache = new Map<string, SeasonResult>();
  const results: SeasonResult[] = [];
  seasons.forEach((s, k) => {
    const choice = chooseSetting(seasons, k, validationCache, seed, valDrafts);
    const r = runSeason(s.season, s.rows, s.earlier, { seed, drafts, setting: choice.setting, pickGrades: true });
    results.push(r);
    const lift = mean(r.engine) / mean(r.bot) - 1;
    console.log(
      `${s.season}  lift ${pct(lift)}  grade validity ${spearman(r.gradePct, r.gradeActual).toFixed(3)}  pick-grade validity ${spearman(r.pickPct, r.pickResidual).toFixed(3)}` +
        `  setting ${describeChoice(choice)}` +
        `  (engine ${mean(r.engine).toFixed(1)} vs bot ${mean(r.bot).toFixed(1)} pts; ${r.gradePct.length} rosters, ${r.pickPct.length} picks; projections ${s.earlier.length ? `fitted on ${s.earlier.length} earlier rows` : 'prior curves'})`,
    );
  });
  const engine = results.flatMap((r) => r.engine);
  const bot = results.flatMap((r) => r.bot);
  const gv = mean(results.map((r) => spearman(r.gradePct, r.gradeActual)));
  const pv = mean(results.map((r) => spearman(r.pickPct, r.pickResidual)));
  const gvPooled = spearman(results.flatMap((r) => r.gradePct), results.flatMap((r) => r.gradeActual));
  const pvPooled = spearman(results.flatMap((r) => r.pickPct), results.flatMap((r) => r.pickResidual));
  console.log(
    `overall  lift ${pct(mean(engine) / mean(bot) - 1)}  grade validity ${gv.toFixed(3)}  pick-grade validity ${pv.toFixed(3)}  (validities: mean of seasons; pooled ${gvPooled.toFixed(3)} / ${pvPooled.toFixed(3)})`,
  );
}

main();
