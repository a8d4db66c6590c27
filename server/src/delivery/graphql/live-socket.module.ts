import { Module } from '@nestjs/common';
import { AuthModule } from 'src/domain/auth/auth.module.js';
import { HealthModule } from 'src/platform/health/health.module.js';
import { LiveModule } from 'src/reactions/live/live.module.js';
import { LiveSessions } from './live-sessions.js';
import { LiveSocketServer } from './live-socket-server.js';

/**
 * The back office's live sockets: LiveSocketServer answers every HTTP upgrade (bootstrap.ts
 * attaches it to the server) and LiveSessions holds each socket's admin, checked against their
 * current token; what the sockets carry is the live feed's (modules/live), a reaction to the
 * domain events that knows nothing of sockets or sign-in.
 */
@Module({
  imports: [AuthModule, HealthModule, LiveModule],
  providers: [LiveSessions, LiveSocketServer],
  exports: [LiveSessions, LiveSocketServer],
})
export class LiveSocketModule {}
