import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { ChangePasswordController } from './commands/change-password/change-password.controller';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { CompleteTourController } from './commands/complete-tour/complete-tour.controller';
import { CompleteTourHandler } from './commands/complete-tour/complete-tour.handler';
import { DeleteAccountController } from './commands/delete-account/delete-account.controller';
import { TeamsModule } from '../teams';
import { DeleteAccountHandler } from './commands/delete-account/delete-account.handler';
import { SeedDemoAccountsHandler } from './commands/seed-demo-accounts/seed-demo-accounts.handler';
import { UpdatePreferencesController } from './commands/update-preferences/update-preferences.controller';
import { UpdatePreferencesHandler } from './commands/update-preferences/update-preferences.handler';
import { UpdateProfileController } from './commands/update-profile/update-profile.controller';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler';
import { UpdateSettingsController } from './commands/update-settings/update-settings.controller';
import { UpdateSettingsHandler } from './commands/update-settings/update-settings.handler';
import { GetMeController } from './queries/get-me/get-me.controller';
import { GetMeQuery } from './queries/get-me/get-me.query';
import { UserEntity } from '../accounts';

/** The signed-in user's own account: profile, password, deletion, preferences and settings (all under /users/me). */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), AuthModule, TeamsModule],
  controllers: [
    GetMeController,
    UpdateProfileController,
    ChangePasswordController,
    DeleteAccountController,
    UpdatePreferencesController,
    CompleteTourController,
    UpdateSettingsController,
  ],
  providers: [
    GetMeQuery,
    UpdateProfileHandler,
    ChangePasswordHandler,
    DeleteAccountHandler,
    UpdatePreferencesHandler,
    CompleteTourHandler,
    UpdateSettingsHandler,
    SeedDemoAccountsHandler,
  ],
})
export class UsersModule {}
