/** The mock-drafts module's public entry: other modules import it only from here (the boundaries rule in eslint.config.mjs). */
export { MOCK_DRAFT_QUEUE } from './scheduling/bot-pick.scheduler';
