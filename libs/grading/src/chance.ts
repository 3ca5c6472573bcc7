import { logNormalSurvival } from './normal';

/**
 * Chance a player still available at `currentOverallPick` is still available at `nextPick`.
 * His draft position is modelled as Normal(adp, sd); conditioning on him having lasted to the
 * current pick gives P(pick > next | pick > current) = (1 − Φ((next − adp)/sd)) / (1 − Φ((current −
 * adp)/sd)). It is 1 when the next pick is the current pick (he can be taken now) and falls as the
 * next pick moves later. Computed in log space so players long past their ADP stay finite.
 */
export function chanceAvailable(adp: number, sd: number, currentOverallPick: number, nextPick: number): number {
  if (nextPick <= currentOverallPick) return 1;
  const s = Math.max(sd, 1e-6);
  const ratio = Math.exp(logNormalSurvival((nextPick - adp) / s) - logNormalSurvival((currentOverallPick - adp) / s));
  return Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 0;
}
