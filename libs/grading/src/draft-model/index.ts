/**
 * The draft model: what taking each available player is worth to a roster at a pick
 * (docs/adr/0005-draft-model.md, docs/adr/0011-advice-in-one-unit.md). `valueBoard` is the one
 * valuation; `player-value.ts` values one player, `value-board.ts` the board, `candidate.ts` holds
 * the shapes, `team-moment.ts` turns a team's draft into the moment to value.
 */
export type { CandidateValue, DraftMoment, DraftMomentInput } from './candidate';
export { valueBoard, type BoardValuation, type BoardValuationOptions } from './value-board';
export { teamMomentInput, type TeamDraft } from './team-moment';
