import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from 'src/common/rate-limit/rate-limit.module.js';
import { Admin } from './admin.entity.js';
import { AdminsResolver } from './admins.resolver.js';
import { AdminsService } from './admins.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Admin]), RateLimitModule],
  providers: [AdminsService, AdminsResolver],
  exports: [AdminsService],
})
export class AdminsModule {}
