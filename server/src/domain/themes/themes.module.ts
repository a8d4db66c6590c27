import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Category } from 'src/domain/categories/category.entity.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { Theme } from './theme.entity.js';
import { ThemesResolver } from './themes.resolver.js';
import { ThemesService } from './themes.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Theme, Plan, Category])],
  providers: [ThemesService, ThemesResolver],
  exports: [ThemesService],
})
export class ThemesModule {}
