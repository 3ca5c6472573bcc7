import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PasskeyEntity } from '../../passkey.entity';

export interface PasskeySummary {
  id: string;
  name: string;
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The signed-in user's passkeys, oldest first; never the key material. */
@Injectable()
export class ListPasskeysQuery {
  constructor(@InjectRepository(PasskeyEntity) private readonly passkeys: Repository<PasskeyEntity>) {}

  async execute(userId: string): Promise<PasskeySummary[]> {
    const passkeys = await this.passkeys.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      deviceType: passkey.deviceType,
      backedUp: passkey.backedUp,
      createdAt: passkey.createdAt.toISOString(),
      lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    }));
  }
}
