import { CommandBus } from '@nestjs/cqrs';
import { type SessionDto, type SignupPayload, signupSchema } from '@draftmode/domain';
import { Body, Controller, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiCreatedResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { SESSION_SCHEMA } from '../../../accounts';
import { ACCOUNT_EMAIL_LIMITS, AccountEmailLimiter } from '../../account-email-limiter';
import { formBody, openApiBody } from '../../../../infra/http/request-schemas';
import { SignupCommand } from './signup.command';

@ApiTags('auth')
@Controller('auth')
export class SignupController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly limiter: AccountEmailLimiter,
  ) {}

  @Post('signup')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Create an account and sign in',
    description: `Sends the welcome email. At most ${ACCOUNT_EMAIL_LIMITS.perEmail} attempts per email an hour; sign-ups and reset requests share a per-IP budget (ACCOUNT_EMAILS_PER_IP_PER_HOUR).`,
  })
  @ApiBody(openApiBody(signupSchema))
  @ApiCreatedResponse({ description: 'The new user and a bearer token', schema: SESSION_SCHEMA })
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts. Try again in N minutes. (with Retry-After)' })
  async handle(
    @Body(new ZodValidationPipe(formBody(signupSchema, ['name', 'email', 'password']))) body: SignupPayload,
    @Ip() ip: string,
  ): Promise<SessionDto> {
    await this.limiter.signup(body.email, ip);
    return this.commandBus.execute(new SignupCommand(body));
  }
}
