/**
 * The overall pick on the clock (docs/draft-rules.md, "Picks"): every pick recorded so far, the
 * user's own and the other teams', plus one. Counts, not lists, so callers can pass whatever they
 * hold. The snake order itself (which slot picks when) lives in libs/grading's snake.ts.
 */
export function currentOverallPick(takenByOthersCount: number, ownPickCount: number): number {
  assertCount('Players taken by others', takenByOthersCount);
  assertCount('Own picks', ownPickCount);
  return takenByOthersCount + ownPickCount + 1;
}

function assertCount(name: string, count: number): void {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`${name} must be a whole number of 0 or more (got ${count})`);
  }
}
