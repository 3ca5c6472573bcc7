import { Module } from '@nestjs/common';
import { HealthModule } from '../health';
import { ChangeUserRoleHandler } from './commands/change-user-role/change-user-role.handler';
import { ChangeUserRoleController } from './commands/change-user-role/change-user-role.controller';
import { ExportUsersCsvController } from './queries/export-users-csv/export-users-csv.controller';
import { ExportUsersCsvQuery } from './queries/export-users-csv/export-users-csv.query';
import { ListUsersController } from './queries/list-users/list-users.controller';
import { ListUsersQuery } from './queries/list-users/list-users.query';
import { SystemHealthController } from './queries/system-health/system-health.controller';
import { SystemHealthQuery } from './queries/system-health/system-health.query';
import { UsageAnalyticsController } from './queries/usage-analytics/usage-analytics.controller';
import { UsageAnalyticsQuery } from './queries/usage-analytics/usage-analytics.query';

/** The admin dashboard's API under /api/admin (docs/draft-rules.md §7): users, usage analytics and system health. */
@Module({
  imports: [HealthModule],
  controllers: [ListUsersController, ExportUsersCsvController, ChangeUserRoleController, UsageAnalyticsController, SystemHealthController],
  providers: [ListUsersQuery, ExportUsersCsvQuery, ChangeUserRoleHandler, UsageAnalyticsQuery, SystemHealthQuery],
})
export class AdminModule {}
