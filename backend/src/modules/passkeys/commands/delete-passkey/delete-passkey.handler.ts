import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeletePasskeyCommand } from './delete-passkey.command';
import { NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PasskeyEntity } from '../../passkey.entity';
import { PASSKEY_MESSAGES } from '../../passkey.schemas';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Removes one of the signed-in user's passkeys. Someone else's passkey is indistinguishable from a missing one. */
@CommandHandler(DeletePasskeyCommand)
export class DeletePasskeyHandler implements ICommandHandler<DeletePasskeyCommand, void> {
  constructor(@InjectRepository(PasskeyEntity) private readonly passkeys: Repository<PasskeyEntity>) {}

  async execute({ userId, passkeyId }: DeletePasskeyCommand): Promise<void> {
    if (!UUID.test(passkeyId)) throw new NotFoundException(PASSKEY_MESSAGES.notFound);
    const result = await this.passkeys.delete({ id: passkeyId, userId });
    if (!result.affected) throw new NotFoundException(PASSKEY_MESSAGES.notFound);
  }
}
