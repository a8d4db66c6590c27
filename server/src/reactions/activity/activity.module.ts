import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityLog } from './activity-log.entity.js';
import { ActivityListener } from './activity-listener.js';
import { ActivityResolver } from './activity.resolver.js';
import { ActivityService } from './activity.service.js';

/**
 * The activity log: `ActivityListener` writes it from the domain events of committed admin
 * writes, whichever API called, and superadmins read it back. Domain modules do not know it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ActivityLog])],
  providers: [ActivityService, ActivityResolver, ActivityListener],
  exports: [ActivityService],
})
export class ActivityModule {}
