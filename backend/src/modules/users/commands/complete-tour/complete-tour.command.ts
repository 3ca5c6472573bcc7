import type { PreferencesDto } from '@draftmode/domain';
import { Command } from '@nestjs/cqrs';

/** Marks the guided tour done for the signed-in user. */
export class CompleteTourCommand extends Command<PreferencesDto> {
  constructor(readonly userId: string) {
    super();
  }
}
