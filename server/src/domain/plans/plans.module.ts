import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Feature } from 'src/domain/features/feature.entity.js';
import { Plan } from './plan.entity.js';
import { PlansResolver } from './plans.resolver.js';
import { PlansService } from './plans.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Plan, Feature])],
  providers: [PlansService, PlansResolver],
  exports: [PlansService],
})
export class PlansModule {}
