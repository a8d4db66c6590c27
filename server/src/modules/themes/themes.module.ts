import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Category } from 'src/modules/categories/category.entity.js';
import { Plan } from 'src/modules/plans/plan.entity.js';
import { Theme } from './theme.entity.js';
import { ThemesResolver } from './themes.resolver.js';
import { ThemesService } from './themes.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Theme, Plan, Category])],
  providers: [ThemesService, ThemesResolver],
  exports: [ThemesService],
})
export class ThemesModule {}
