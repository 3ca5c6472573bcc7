import type { PreferencesDto } from '@draftmode/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { loadCurrentUser } from '../../../accounts';
import { toPreferencesDto } from '../../../accounts';
import { UserEntity } from '../../../accounts';

/** Marks the guided tour as done (idempotent). */
@Injectable()
export class CompleteTourHandler {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async execute(userId: string): Promise<PreferencesDto> {
    await this.users.update({ id: userId }, { hasCompletedTour: true });
    return toPreferencesDto(await loadCurrentUser(this.users, userId));
  }
}
