/**
 * The figures `eval-grading.ts` reports for a season's drafts or pooled seasons: lift, grade and
 * naive validity, the rules and consensus lines, the availability calibration, and the bootstrap
 * noise of lift and of the validity gap.
 */
import { mulberry32 } from '../src';

/** Bands of rounds for the availability calibration. */
export const ROUND_BANDS: ReadonlyArray<readonly [number, number]> = [
  [1, 3],
  [4, 6],
  [7, 9],
  [10, 12],
  // Rounds 13 to the end: 15 in the default league, 17 in the superflex league.
  [13, Infinity],
];
/** Bands of chance for the reliability of individual chances. */
export const CHANCE_BANDS: ReadonlyArray<readonly [number, number]> = [
  [0, 0.2],
  [0.2, 0.4],
  [0.4, 0.6],
  [0.6, 0.8],
  [0.8, 1.01],
];

/** Spearman rank correlation (average ranks for ties). */
function spearman(xs: readonly number[], ys: readonly number[]): number {
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

export interface SeasonResult {
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

export function figures(rs: readonly SeasonResult[]): Figures {
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

export function report(label: string, f: Figures): void {
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

export function reportNoise(label: string, rs: readonly SeasonResult[], seed: number): void {
  const f = figures(rs);
  const n = noise(rs, seed);
  console.log(
    `${label}  noise over the drafts (bootstrap sd): lift ${pct(f.lift)} ±${(100 * n.lift).toFixed(1)}%, grade − naive validity ${(f.gradeValidity - f.naiveValidity).toFixed(3)} ±${n.validityGap.toFixed(3)}`,
  );
}
