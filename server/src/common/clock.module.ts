import { Global, Module } from '@nestjs/common';
import { Clock } from './clock.js';

/** One clock for the whole app, so a test that pins "today" pins it for every module. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
