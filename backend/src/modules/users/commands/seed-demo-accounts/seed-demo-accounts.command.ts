import type { UserRole } from '@draftmode/domain';
import { Command } from '@nestjs/cqrs';

export interface SeededAccount {
  email: string;
  name: string;
  role: UserRole;
  password: string;
}

/** Creates the demo user and admin on a fresh local install (sent once at start-up by main.ts). */
export class SeedDemoAccountsCommand extends Command<SeededAccount[]> {}
