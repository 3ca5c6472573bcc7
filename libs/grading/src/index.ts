/**
 * @packageDocumentation
 * Pure, deterministic fantasy-draft grading (docs/draft-rules.md §4): replacement levels and VOR, projections
 * from ADP, pick grades, the live draft grade, roster grades and report cards, recommendations with
 * the chance a player is still there at the user's next pick, and the simulations that benchmark
 * them. No clock, no `Math.random`: anything random takes a seeded {@link Rng}.
 */
export { letterFor, LETTER_SCALE, toPercentage, type Letter } from './letter';
export { mulberry32, gaussian, mixSeed, type Rng } from './prng';
export {
  PRIOR_CURVES,
  FORMAT_SCALE,
  UNRANKED_ADP,
  adpOf,
  adpSpread,
  projectionFromAdp,
  projectedPoints,
  fitProjectionCurves,
  type PositionCurve,
  type ProjectionCurves,
  type AdpSample,
} from './projection';
export { bestLineup, positionCounts, slotFillFor, openStarterSlots, type Lineup, type LineupSlot, type SlotFill } from './lineup';
export { PRIOR_OUTCOMES, fitOutcomeModel, type OutcomeModel } from './outcomes';
export { replacementLevels, valueOverReplacement, type ReplacementLevels } from './replacement';
export { gradingContext, rosterScore, type GradingContext } from './context';
export { poolForScoring, leaguePool, leagueLookup, poolHasStatLines, type LeaguePool, type LeagueScoringSettings } from './league-pool';
export {
  valueBoard,
  teamMomentInput,
  type BoardValuation,
  type DraftMoment,
  type DraftMomentInput,
  type CandidateValue,
  type TeamDraft,
} from './draft-model';
export {
  replayDraft,
  replayPickPercentages,
  prepareNextPickGrade,
  pickPercentageCache,
  type DraftHistory,
  type PickPercentageCache,
  type ReplayedPick,
} from './draft-replay';
export { survivalToPick, chanceHorizon, countsBySlot, type AvailabilityInput, type PositionCounts } from './availability';
export { constructionRule, constructionViolations, kickerDefenseRound, starterSlotsOf, type ConstructionRule } from './construction';
export { positionTiers } from './tiers';
export { draftAlerts, type DraftAlert } from './alerts';
export { gradePick, gradePickAt, shownValue, ordinal, type PickGrade, type PickGradeInput, type PickComponents } from './pick-grade';
export { recommendations, recommendationsAt, type Recommendation, type RecommendationInput } from './recommendations';
export {
  gradeRoster,
  gradeRosterWith,
  reportCard,
  liveDraftGrade,
  liveGradeBasisText,
  reportCardBasisText,
  byeConflicts,
  type RosterGradeInput,
  type RosterGrade,
  type PositionStrength,
  type ByeConflict,
  type LiveDraftGrade,
  type LiveGradeBasis,
  type ReportCard,
  type ReportCardPick,
  type ReportCardPlayer,
} from './roster-grade';
export { simulateDraft, botChoice, type SimulatedDraft, type SimulatedPick, type DraftTurn } from './simulate';
export { resolveRoster } from './roster-lookup';
