import type { PreferencesDto } from '@draftmode/domain';
import { Command } from '@nestjs/cqrs';

/** Changes the signed-in user's preferences. */
export class UpdatePreferencesCommand extends Command<PreferencesDto> {
  constructor(
    readonly userId: string,
    readonly changes: { hasConfiguredLeague?: boolean },
  ) {
    super();
  }
}
