import { Field, InputType, PartialType } from '@nestjs/graphql';
import { IsBoolean, IsOptional } from 'class-validator';
import { CreateWebhookEndpointInput } from './create-webhook-endpoint.input.js';

@InputType()
export class UpdateWebhookEndpointInput extends PartialType(CreateWebhookEndpointInput, { skipNullProperties: false }) {
  @Field(() => Boolean, { nullable: true, description: 'Turn sending on or off (turning on clears a 410 stop).' })
  @IsOptional()
  @IsBoolean({ message: 'فعال بودن باید بله یا خیر باشد' })
  enabled?: boolean | null;
}
