import { Field, InputType } from '@nestjs/graphql';
import { IsBoolean, IsOptional } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';

@InputType({ description: 'The preferences to change; those left out keep their value.' })
export class UpdatePreferencesInput {
  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean(fa.boolean)
  alertSound?: boolean;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean(fa.boolean)
  notifyAssignedEmail?: boolean;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean(fa.boolean)
  notifyAssignedSms?: boolean;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean(fa.boolean)
  notifyOverdueEmail?: boolean;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean(fa.boolean)
  notifyOverdueSms?: boolean;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean(fa.boolean)
  notifyOffHours?: boolean;
}
