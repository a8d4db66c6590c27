import { Module } from '@nestjs/common';
import { DrainState } from './drain-state.js';
import { HealthController } from './health.controller.js';

/** Exports DrainState: a module holding long-lived connections imports this one to close them on drain. */
@Module({ controllers: [HealthController], providers: [DrainState], exports: [DrainState] })
export class HealthModule {}
