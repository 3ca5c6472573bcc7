/** The passkeys module's public entry: other modules import it only from here (the boundaries rule in eslint.config.mjs). */
export { removeAllPasskeys } from './commands/remove-all-passkeys/remove-all-passkeys';
