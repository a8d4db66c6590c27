import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Feature } from './feature.entity.js';
import { FeaturesResolver } from './features.resolver.js';
import { FeaturesService } from './features.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Feature])],
  providers: [FeaturesService, FeaturesResolver],
  exports: [FeaturesService],
})
export class FeaturesModule {}
