import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** The signed-in user attached to a request by the JWT guard. */
export interface AuthenticatedUser {
  id: string;
  role: 'user' | 'admin';
  /** When the user last proved who they are: the token's `iat` (see TokenService). */
  signedInAt: Date;
}

/** Injects the signed-in user into a controller method. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const request = context.switchToHttp().getRequest<{ user: AuthenticatedUser }>();
  return request.user;
});

/** The signed-in user when there is one (with OptionalJwtAuthGuard), else undefined. */
export const OptionalUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser | undefined => {
  const request = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>();
  return request.user;
});
