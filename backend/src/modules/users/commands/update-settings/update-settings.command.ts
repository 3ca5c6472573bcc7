import type { SettingsDto } from '@draftmode/domain';
import { Command } from '@nestjs/cqrs';

/** Replaces the signed-in user's settings. */
export class UpdateSettingsCommand extends Command<SettingsDto> {
  constructor(
    readonly userId: string,
    readonly settings: SettingsDto,
  ) {
    super();
  }
}
