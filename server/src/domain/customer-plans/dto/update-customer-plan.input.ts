import { EditVersionField } from 'src/common/validation/edit-version.field.js';
import { Field, InputType, OmitType, PartialType } from '@nestjs/graphql';
import { IsBoolean, IsOptional } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { CreateCustomerPlanInput } from './create-customer-plan.input.js';

/** A plan stays with its customer: customerId cannot change. */
@InputType()
export class UpdateCustomerPlanInput extends PartialType(OmitType(CreateCustomerPlanInput, ['customerId'] as const), {
  skipNullProperties: false,
}) {
  @EditVersionField()
  version?: number | null;

  /**
   * The one way to empty a plan's access details (docs/ARCHITECTURE.md, "Secrets shown on purpose"): `description` absent, null, empty or
   * «••••» keeps what is stored, so a form that never revealed them cannot wipe them.
   */
  @Field(() => Boolean, {
    nullable: true,
    description:
      'true empties the access details. `description` absent, null, empty or «••••» (the mask reads show) keeps the stored value; a text replaces it.',
  })
  @IsOptional()
  @IsBoolean(fa.boolean)
  clearDescription?: boolean | null;
}
