import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { WorkSample } from './work-sample.entity.js';
import { WorkSamplesResolver } from './work-samples.resolver.js';
import { WorkSamplesService } from './work-samples.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([WorkSample, Plan])],
  providers: [WorkSamplesService, WorkSamplesResolver],
  exports: [WorkSamplesService],
})
export class WorkSamplesModule {}
