import { Body, Controller, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { loginSchema, type LoginPayload } from '@draftmode/domain';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { SESSION_SCHEMA, type SessionDto } from '../../../users/user.dto';
import { LOGIN_LIMITS } from '../../login-rate-limiter';
import { formBody, openApiBody } from '../../request-schemas';
import { LoginHandler } from './login.handler';

@ApiTags('auth')
@Controller('auth')
export class LoginController {
  constructor(private readonly login: LoginHandler) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sign in with email and password',
    description: `At most ${LOGIN_LIMITS.perEmail} attempts per email and ${LOGIN_LIMITS.perIp} per IP in ${LOGIN_LIMITS.windowSeconds / 60} minutes; a successful sign-in does not count.`,
  })
  @ApiBody(openApiBody(loginSchema))
  @ApiOkResponse({ description: 'The user and a bearer token', schema: SESSION_SCHEMA })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts. Try again in N minutes.' })
  handle(@Body(new ZodValidationPipe(formBody(loginSchema, ['email', 'password']))) body: LoginPayload, @Ip() ip: string): Promise<SessionDto> {
    return this.login.execute(body, ip);
  }
}
