import { Field, InputType } from '@nestjs/graphql';
import { IRAN_PHONE, SITE_SETTINGS_LIMITS } from '@site-builder/rules';
import { IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { EditVersionField } from 'src/common/validation/edit-version.field.js';
import { CleanDigits, CleanPhone, CleanText } from 'src/common/validation/transforms.js';
import { IsSiteLink } from './site-link.validator.js';

/** Every field optional: what is left out keeps its value; an empty string hides its element. */
@InputType()
export class UpdateSiteSettingsInput {
  @Field({ nullable: true, description: 'Any Iranian number with its area code; Persian digits, spaces and dashes accepted.' })
  @IsOptional()
  @CleanPhone()
  @IsString(fa.text)
  @ValidateIf((_, value) => value !== '')
  @Matches(IRAN_PHONE, fa.phone)
  supportPhone?: string;

  @Field({ nullable: true })
  @IsOptional()
  @CleanDigits()
  @IsSiteLink('parentUrl')
  parentUrl?: string;

  @Field({ nullable: true, description: 'A profile on instagram.com.' })
  @IsOptional()
  @CleanDigits()
  @IsSiteLink('instagramUrl')
  instagramUrl?: string;

  @Field({ nullable: true, description: 'A channel or account on t.me.' })
  @IsOptional()
  @CleanDigits()
  @IsSiteLink('telegramUrl')
  telegramUrl?: string;

  @Field({ nullable: true, description: 'A chat link on wa.me.' })
  @IsOptional()
  @CleanDigits()
  @IsSiteLink('whatsappUrl')
  whatsappUrl?: string;

  @Field({ nullable: true, description: 'A channel or account on ble.ir.' })
  @IsOptional()
  @CleanDigits()
  @IsSiteLink('baleUrl')
  baleUrl?: string;

  @Field({ nullable: true, description: 'A channel or account on eitaa.com.' })
  @IsOptional()
  @CleanDigits()
  @IsSiteLink('eitaaUrl')
  eitaaUrl?: string;

  @Field({ nullable: true })
  @IsOptional()
  @CleanText()
  @IsString(fa.text)
  @MaxLength(SITE_SETTINGS_LIMITS.workingHours, fa.maxLength)
  workingHours?: string;

  @Field({ nullable: true })
  @IsOptional()
  @CleanText()
  @IsString(fa.text)
  @MaxLength(SITE_SETTINGS_LIMITS.address, fa.maxLength)
  address?: string;

  @Field({ nullable: true })
  @IsOptional()
  @CleanDigits()
  @IsSiteLink('enamadUrl')
  enamadUrl?: string;

  @Field({ nullable: true, description: 'The image the eNamad panel gives, on trustseal.enamad.ir.' })
  @IsOptional()
  @CleanDigits()
  @IsSiteLink('enamadImageUrl')
  enamadImageUrl?: string;

  @Field({ nullable: true })
  @IsOptional()
  @CleanDigits()
  @IsSiteLink('samandehiUrl')
  samandehiUrl?: string;

  @Field({ nullable: true, description: 'The image the Samandehi panel gives, on logo.samandehi.ir.' })
  @IsOptional()
  @CleanDigits()
  @IsSiteLink('samandehiImageUrl')
  samandehiImageUrl?: string;

  @EditVersionField()
  version?: number | null;
}
