import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../../auth';
import { UserEntity } from '../../../accounts';
import { randomPassword } from './random-password';
import { SeedDemoAccountsCommand, type SeededAccount } from './seed-demo-accounts.command';

const DEMO_ACCOUNTS: readonly Omit<SeededAccount, 'password'>[] = [
  { email: 'demo@draftmode.local', name: 'Demo Manager', role: 'user' },
  { email: 'admin@draftmode.local', name: 'DraftMode Admin', role: 'admin' },
];

/**
 * On the first local start (no users at all) creates a demo user and an admin with random
 * passwords and returns them, once, for the console. Later starts find users and do nothing.
 */
@CommandHandler(SeedDemoAccountsCommand)
export class SeedDemoAccountsHandler implements ICommandHandler<SeedDemoAccountsCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(): Promise<SeededAccount[]> {
    const accounts = await Promise.all(
      DEMO_ACCOUNTS.map(async (account) => {
        const password = randomPassword();
        return { ...account, password, passwordHash: await this.hasher.hash(password) };
      }),
    );
    return this.dataSource.transaction(async (manager) => {
      // Two processes starting at once must not both decide the table is empty.
      await manager.query('LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE');
      if ((await manager.count(UserEntity)) > 0) return [];
      await manager.insert(
        UserEntity,
        accounts.map(({ email, name, role, passwordHash }) => ({ email, name, role, passwordHash })),
      );
      return accounts.map(({ email, name, role, password }) => ({ email, name, role, password }));
    });
  }
}

/** The console lines that show the seeded credentials. */
export function describeSeededAccounts(accounts: SeededAccount[]): string {
  const width = Math.max(...accounts.map((account) => account.email.length));
  return [
    '',
    'First start: created these accounts. Their passwords are shown only this once, so note them now:',
    ...accounts.map(
      (account) =>
        `  ${account.email.padEnd(width)}  password: ${account.password}  (${account.name}${account.role === 'admin' ? ', admin' : ''})`,
    ),
    'Make another account an admin with: npm run admin:create -- <email>',
    '',
  ].join('\n');
}
