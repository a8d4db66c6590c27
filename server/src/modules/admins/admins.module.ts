import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Admin } from './admin.entity.js';
import { AdminsResolver } from './admins.resolver.js';
import { AdminsService } from './admins.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Admin])],
  providers: [AdminsService, AdminsResolver],
  exports: [AdminsService],
})
export class AdminsModule {}
