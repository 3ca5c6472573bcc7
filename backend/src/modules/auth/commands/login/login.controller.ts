import { CommandBus } from '@nestjs/cqrs';
import { type LoginPayload, loginSchema, type SessionDto } from '@draftmode/domain';
import { Body, Controller, Headers, HttpCode, HttpStatus, Ip, Post, Res } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { SESSION_SCHEMA } from '../../../accounts';
import { LOGIN_LIMITS } from '../../login-rate-limiter';
import { formBody, openApiBody } from '../../../../infra/http/request-schemas';
import { LoginCommand } from './login.command';

@ApiTags('auth')
@Controller('auth')
export class LoginController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sign in with email and password',
    description:
      `One account from one client: ${LOGIN_LIMITS.freePerClient} failures in a row, then one attempt per growing delay (15 s doubling to 15 min). ` +
      `From devices that never signed in to the account: at most ${LOGIN_LIMITS.perAccount} failures per account and ${LOGIN_LIMITS.perIp} per IP in ${LOGIN_LIMITS.windowSeconds / 60} minutes. ` +
      'A successful sign-in sets an HttpOnly device cookie; with it only that device’s own failures count, so the right password is never locked out there.',
  })
  @ApiBody(openApiBody(loginSchema))
  @ApiOkResponse({ description: 'The user and a bearer token', schema: SESSION_SCHEMA })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts. Try again in N minutes.' })
  async handle(
    @Body(new ZodValidationPipe(formBody(loginSchema, ['email', 'password']))) body: LoginPayload,
    @Ip() ip: string,
    @Headers('cookie') cookieHeader: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SessionDto> {
    const { session, deviceCookie } = await this.commandBus.execute(new LoginCommand(body, { ip, cookieHeader }));
    response.setHeader('Set-Cookie', deviceCookie);
    return session;
  }
}
