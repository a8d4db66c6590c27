import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminPreference } from './admin-preference.entity.js';
import { PreferencesResolver } from './preferences.resolver.js';
import { PreferencesService } from './preferences.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([AdminPreference])],
  providers: [PreferencesService, PreferencesResolver],
})
export class PreferencesModule {}
