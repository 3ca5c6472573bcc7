import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, type RuntimeConfig } from './app-config';

/** Makes the validated {@link RuntimeConfig} injectable everywhere as APP_CONFIG. */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: RuntimeConfig): DynamicModule {
    return { module: AppConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}
