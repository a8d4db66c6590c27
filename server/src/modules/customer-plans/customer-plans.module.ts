import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Customer } from 'src/modules/customers/customer.entity.js';
import { Plan } from 'src/modules/plans/plan.entity.js';
import { Theme } from 'src/modules/themes/theme.entity.js';
import { CustomerPlan } from './customer-plan.entity.js';
import { CustomerPlansResolver } from './customer-plans.resolver.js';
import { CustomerPlansService } from './customer-plans.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([CustomerPlan, Customer, Plan, Theme])],
  providers: [CustomerPlansService, CustomerPlansResolver],
  exports: [CustomerPlansService],
})
export class CustomerPlansModule {}
