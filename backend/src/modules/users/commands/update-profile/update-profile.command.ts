import type { UserDto } from '@draftmode/domain';
import { Command } from '@nestjs/cqrs';

/** Changes the signed-in user's profile (the name). */
export class UpdateProfileCommand extends Command<UserDto> {
  constructor(
    readonly userId: string,
    readonly changes: { name: string },
  ) {
    super();
  }
}
