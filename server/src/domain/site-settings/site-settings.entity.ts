import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { EditVersion } from 'src/common/database/edit-version.js';

/** The one row of the site's identity (its id is always this). */
export const SITE_SETTINGS_ID = 1;

const text = (name: string, length: number) => Column({ name, type: 'varchar', length, default: '' });

@ObjectType({
  description:
    'How the public site presents the business: contact, parent site, social links and trust badges. An empty value hides its element.',
})
@Entity('site_settings')
export class SiteSettings {
  @Field(() => Int)
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Field({ description: 'National form (02191012345, 09121234567), or empty.' })
  @text('support_phone', 20)
  supportPhone: string;

  @Field({ description: 'The parent site (https), or empty.' })
  @text('parent_url', 500)
  parentUrl: string;

  @Field()
  @text('instagram_url', 500)
  instagramUrl: string;

  @Field()
  @text('telegram_url', 500)
  telegramUrl: string;

  @Field()
  @text('whatsapp_url', 500)
  whatsappUrl: string;

  @Field()
  @text('bale_url', 500)
  baleUrl: string;

  @Field()
  @text('eitaa_url', 500)
  eitaaUrl: string;

  @Field({ description: 'As shown, e.g. «شنبه تا چهارشنبه، ۹ تا ۱۷».' })
  @text('working_hours', 191)
  workingHours: string;

  @Field()
  @text('address', 500)
  address: string;

  @Field({ description: 'The eNamad badge: a page on trustseal.enamad.ir, with its image from the same host.' })
  @text('enamad_url', 500)
  enamadUrl: string;

  @Field()
  @text('enamad_image_url', 500)
  enamadImageUrl: string;

  @Field({ description: 'The Samandehi badge: a page on logo.samandehi.ir, with its image from the same host.' })
  @text('samandehi_url', 500)
  samandehiUrl: string;

  @Field()
  @text('samandehi_image_url', 500)
  samandehiImageUrl: string;

  @Field()
  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;

  @EditVersion()
  version: number;

  /** How the activity log names the record. */
  get title(): string {
    return 'تنظیمات سایت';
  }
}
