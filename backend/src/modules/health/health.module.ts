import { Module } from '@nestjs/common';
import { DependencyChecks } from './dependency-checks';
import { HealthController } from './health.controller';

@Module({ controllers: [HealthController], providers: [DependencyChecks], exports: [DependencyChecks] })
export class HealthModule {}
