/**
 * Standard normal distribution helpers used by the chance-available model.
 * Kept dependency-free so the library stays pure and runs in the browser.
 */

const SQRT2 = Math.SQRT2;
const LOG_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);

/**
 * Complementary error function, Chebyshev fit (Numerical Recipes `erfcc`), fractional error
 * below 1.2e-7 everywhere, which is far finer than the ADP data it is applied to.
 */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** Φ(z): probability that a standard normal variable is at most `z`. */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / SQRT2);
}

/**
 * log(1 − Φ(z)), accurate far into the upper tail (where 1 − Φ underflows) by switching to the
 * asymptotic Mills-ratio series. Needed because a player who has slid far past his ADP has a tiny
 * survival probability, and the chance-available ratio divides two such numbers.
 */
export function logNormalSurvival(z: number): number {
  if (z < 6) return Math.log(0.5 * erfc(z / SQRT2));
  const z2 = z * z;
  return -0.5 * z2 - LOG_SQRT_2PI - Math.log(z) + Math.log(1 - 1 / z2 + 3 / (z2 * z2));
}
