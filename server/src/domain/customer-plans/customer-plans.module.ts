import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Customer } from 'src/domain/customers/customer.entity.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { Theme } from 'src/domain/themes/theme.entity.js';
import { CustomerPlan } from './customer-plan.entity.js';
import { CustomerPlansResolver } from './customer-plans.resolver.js';
import { CustomerPlansService } from './customer-plans.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([CustomerPlan, Customer, Plan, Theme])],
  providers: [CustomerPlansService, CustomerPlansResolver],
  exports: [CustomerPlansService],
})
export class CustomerPlansModule {}
