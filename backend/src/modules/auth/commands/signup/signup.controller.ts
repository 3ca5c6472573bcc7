import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { signupSchema, type SignupPayload } from '@draftmode/domain';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { SESSION_SCHEMA, type SessionDto } from '../../../users/user.dto';
import { formBody, openApiBody } from '../../request-schemas';
import { SignupHandler } from './signup.handler';

@ApiTags('auth')
@Controller('auth')
export class SignupController {
  constructor(private readonly signup: SignupHandler) {}

  @Post('signup')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Create an account and sign in', description: 'Sends the welcome email.' })
  @ApiBody(openApiBody(signupSchema))
  @ApiCreatedResponse({ description: 'The new user and a bearer token', schema: SESSION_SCHEMA })
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  handle(@Body(new ZodValidationPipe(formBody(signupSchema, ['name', 'email', 'password']))) body: SignupPayload): Promise<SessionDto> {
    return this.signup.execute(body);
  }
}
