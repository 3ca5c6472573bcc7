/** The health module's public entry: other modules import it only from here (the boundaries rule in eslint.config.mjs). */
export { DependencyChecks } from './dependency-checks';
export { HealthModule } from './health.module';
