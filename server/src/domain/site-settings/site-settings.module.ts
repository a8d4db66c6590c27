import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FaqItem } from './faq-item.entity.js';
import { SiteSettings } from './site-settings.entity.js';
import { SiteSettingsResolver } from './site-settings.resolver.js';
import { SiteSettingsService } from './site-settings.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([SiteSettings, FaqItem])],
  providers: [SiteSettingsService, SiteSettingsResolver],
})
export class SiteSettingsModule {}
