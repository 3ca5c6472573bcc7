/** The accounts module's public entry: other modules import it only from here (the boundaries rule in eslint.config.mjs). */
export { loadCurrentUser } from './current-user.repository';
export { recordSignIn } from './sign-in-history';
export {
  MESSAGE_SCHEMA,
  PREFERENCES_SCHEMA,
  SESSION_SCHEMA,
  SETTINGS_SCHEMA,
  USER_DTO_SCHEMA,
  toPreferencesDto,
  toUserDto,
} from './user.dto';
export { UserEntity } from './user.entity';
