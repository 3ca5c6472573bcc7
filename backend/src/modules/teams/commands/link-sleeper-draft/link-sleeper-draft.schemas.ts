import { linkSleeperDraftSchema } from '@draftmode/domain';
import type { z } from 'zod';
import { envelopeSchema } from '../../teams.schemas';

/** POST /api/teams/:id/sleeper-link: the usual command envelope plus the draft id and the user's slot. */
export const linkSleeperDraftBodySchema = envelopeSchema.and(linkSleeperDraftSchema);
export type LinkSleeperDraftBody = z.output<typeof linkSleeperDraftBodySchema>;
