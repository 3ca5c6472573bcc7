import { Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery } from '@nestjs/swagger';
import type { Response } from 'express';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { AdminApiController } from '../../admin-api-controller.decorator';
import { USER_SORT_COLUMNS, userFilterSchema, type UserFilter } from '../../user-directory';
import { ExportUsersCsvQuery } from './export-users-csv.query';

@AdminApiController()
export class ExportUsersCsvController {
  constructor(private readonly exportUsers: ExportUsersCsvQuery) {}

  @Get('users/export.csv')
  @ApiOperation({ summary: 'Every user matching the filter as CSV, streamed (admin)' })
  @ApiProduces('text/csv')
  @ApiQuery({ name: 'search', required: false })
  @ApiQuery({ name: 'role', required: false, enum: ['user', 'admin'] })
  @ApiQuery({ name: 'sort', required: false, enum: Object.keys(USER_SORT_COLUMNS) })
  @ApiQuery({ name: 'order', required: false, enum: ['asc', 'desc'] })
  @ApiOkResponse({ description: 'CSV with a header row; text cells starting with = + - @ tab or CR are prefixed with a single quote' })
  async handle(@Query(new ZodValidationPipe(userFilterSchema)) filter: UserFilter, @Res() response: Response): Promise<void> {
    await this.exportUsers.writeTo(filter, response);
  }
}
