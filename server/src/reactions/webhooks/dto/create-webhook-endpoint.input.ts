import { Field, InputType } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEnum, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { STAFF_FIELD_LIMITS } from '@site-builder/rules';
import { CleanDigits, OptionalText } from 'src/common/validation/transforms.js';
import { WebhookEventType, WEBHOOK_EVENT_VALUES } from '../webhook-events.js';

@InputType()
export class CreateWebhookEndpointInput {
  @Field({ description: 'An https URL (plain http and private addresses only with WEBHOOKS_ALLOW_INSECURE).' })
  @CleanDigits()
  @IsString({ message: 'نشانی باید متن باشد' })
  @IsNotEmpty({ message: 'نشانی الزامی است' })
  @MaxLength(STAFF_FIELD_LIMITS.webhookUrl, { message: 'نشانی نباید بیشتر از ۲۰۰۰ نویسه باشد' })
  url: string;

  @Field(() => String, { nullable: true, description: 'What the endpoint is for, for staff.' })
  @OptionalText()
  @IsOptional()
  @IsString({ message: 'توضیح باید متن باشد' })
  @MaxLength(STAFF_FIELD_LIMITS.webhookDescription, { message: 'توضیح نباید بیشتر از ۱۹۱ نویسه باشد' })
  description?: string | null;

  @Field(() => [WebhookEventType])
  @IsArray({ message: 'رویدادها باید فهرست باشد' })
  @ArrayMinSize(1, { message: 'دست‌کم یک رویداد را انتخاب کنید' })
  @ArrayMaxSize(WEBHOOK_EVENT_VALUES.length, { message: 'رویدادها تکراری است' })
  @IsEnum(WebhookEventType, { each: true, message: 'رویداد معتبر نیست' })
  events: WebhookEventType[];
}
