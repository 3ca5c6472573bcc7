/** The accounts module's public entry: other modules import it only from here (the boundaries rule in eslint.config.mjs). */
export { loadCurrentUser } from './current-user.repository';
export { recordSignIn } from './sign-in-history';
export { MESSAGE_SCHEMA, PREFERENCES_SCHEMA, type PreferencesDto, SESSION_SCHEMA, SETTINGS_SCHEMA, type SessionDto, type SettingsDto, USER_DTO_SCHEMA, type UserDto, toPreferencesDto, toUserDto } from './user.dto';
export { UserEntity, type UserRole } from './user.entity';
