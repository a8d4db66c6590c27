import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActingAdminInterceptor } from './acting-admin.js';
import { ActivityLog } from './activity-log.entity.js';
import { ActivityRecorder } from './activity-recorder.js';
import { ActivityResolver } from './activity.resolver.js';
import { ActivityService } from './activity.service.js';

/**
 * The activity log: services mark their admin writes `@RecordsActivity`, `ActivityRecorder`
 * logs them whichever API called, and superadmins read the log back.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ActivityLog]), DiscoveryModule],
  providers: [ActivityService, ActivityResolver, ActivityRecorder, { provide: APP_INTERCEPTOR, useClass: ActingAdminInterceptor }],
  exports: [ActivityService],
})
export class ActivityModule {}
