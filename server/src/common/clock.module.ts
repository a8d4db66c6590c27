import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Clock } from './clock.js';

/** One clock for the whole app, so a test that pins "today" or runs the timers does so for every module. */
@Global()
@Module({})
export class ClockModule {
  /** `clock`: the one a test drives (test/support/test-clock.ts); the real clock otherwise. */
  static forRoot(clock?: Clock): DynamicModule {
    return { module: ClockModule, global: true, providers: [clock ? { provide: Clock, useValue: clock } : Clock], exports: [Clock] };
  }
}
