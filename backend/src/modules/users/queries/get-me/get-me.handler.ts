import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { loadCurrentUser } from '../../current-user.repository';
import { toUserDto, type UserDto } from '../../user.dto';
import { UserEntity } from '../../user.entity';

@Injectable()
export class GetMeHandler {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async execute(userId: string): Promise<UserDto> {
    return toUserDto(await loadCurrentUser(this.users, userId));
  }
}
