import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { Public } from 'src/common/auth/public.decorator.js';
import { ClientIp } from 'src/common/auth/request-context.js';
import { PageArgs } from 'src/common/pagination/pagination.js';
import { AuthService } from 'src/domain/auth/auth.service.js';
import { DeviceCookies, deviceCookieOf } from 'src/domain/auth/device-cookie.js';
import { LoginInput } from 'src/domain/auth/dto/login.input.js';
import { FeaturesService } from 'src/domain/features/features.service.js';
import { CreateOrderInput } from 'src/domain/orders/dto/create-order.input.js';
import { OrdersService } from 'src/domain/orders/orders.service.js';
import { OrderChannel } from 'src/domain/orders/order.entity.js';
import { PlansService } from 'src/domain/plans/plans.service.js';
import { CategoriesService } from 'src/domain/categories/categories.service.js';
import { ThemesArgs } from 'src/domain/themes/dto/themes.args.js';
import { ThemesService } from 'src/domain/themes/themes.service.js';
import { WorkSamplesService } from 'src/domain/work-samples/work-samples.service.js';
import { legacyId, legacyInt, legacyOptionalInt, toInput, withLegacyFields, LegacyBody, type LegacyFields } from './legacy-input.js';
import { legacyFeature, legacyPage, legacyPlan } from './mappers.js';
import { RestContext } from './rest-context.js';
import { LegacyDoc } from './legacy-doc.decorator.js';
import { LegacyLoginBody } from './dto/legacy-login.body.js';
import { LegacySecondStepRefusal } from './dto/legacy-second-step-refusal.js';
import { LegacyOrderBody } from './dto/legacy-order.body.js';

/** The calls of the public site: no token needed. */
@Public()
@ApiTags('public')
@Controller('api')
export class PublicController {
  constructor(
    private readonly rest: RestContext,
    private readonly plans: PlansService,
    private readonly features: FeaturesService,
    private readonly themes: ThemesService,
    private readonly categories: CategoriesService,
    private readonly workSamples: WorkSamplesService,
    private readonly orders: OrdersService,
    private readonly auth: AuthService,
    private readonly devices: DeviceCookies,
  ) {}

  @Get('plans')
  @LegacyDoc({ summary: 'Plan comparison table', returns: '`plans` (each with `features`: feature ids) and `features`' })
  async planTable() {
    const loaders = this.rest.loaders();
    const plans = await this.plans.list();
    const featureIds = await Promise.all(plans.map((p) => loaders.featureIdsOfPlan.load(p.id)));
    return {
      plans: plans.map((plan, i) => legacyPlan(plan, featureIds[i])),
      features: (await this.features.list()).map(legacyFeature),
    };
  }

  @Get('work-samples')
  @LegacyDoc({
    summary: 'Active work samples, newest first, 9 a page',
    returns: 'Paged: `data`, `current_page`, `last_page`, `per_page`, `total`',
  })
  async workSamplePage(@Query() query: Record<string, unknown>) {
    const args = await withLegacyFields({}, () => toInput(PageArgs, { page: legacyInt(query.page) ?? 1 }));
    const page = await this.workSamples.page({ ...args, onlyActive: true });
    const loaders = this.rest.loaders();
    const plans = await Promise.all(page.items.map((w) => loaders.plansOfWorkSample.load(w.id)));
    return legacyPage(page, (w, i) => this.rest.map.workSample(w, plans[i]));
  }

  @Get('themes')
  @LegacyDoc({ summary: 'Theme catalogue, optionally filtered by `category` and `plan` ids', returns: '`themes`, `categories`, `plans`' })
  async catalogue(@Query() query: Record<string, unknown>) {
    const filter = await withLegacyFields({ categoryId: 'category', planId: 'plan' }, () =>
      toInput(ThemesArgs, { categoryId: legacyId(query.category), planId: legacyId(query.plan) }),
    );
    const loaders = this.rest.loaders();
    const themes = await this.themes.list(filter);
    const [plans, categories] = await Promise.all([
      Promise.all(themes.map((t) => loaders.plansOfTheme.load(t.id))),
      Promise.all(themes.map((t) => loaders.categoriesOfTheme.load(t.id))),
    ]);
    return {
      themes: themes.map((t, i) => this.rest.map.theme(t, plans[i], categories[i])),
      categories: (await this.categories.list()).map(this.rest.map.category),
      plans: (await this.plans.list()).map((p) => legacyPlan(p)),
    };
  }

  @Post('orders/create')
  @HttpCode(201)
  @LegacyDoc({
    summary: 'Leave a request to be called back (rate limited per IP)',
    body: LegacyOrderBody,
    status: 201,
    returns: "`message` in Persian, the request's `id` and `reference` («کد پیگیری», 10 digits, to show the visitor)",
  })
  async createOrder(@LegacyBody() values: LegacyFields, @ClientIp() ip: string) {
    const fields = {
      fullName: 'full_name',
      phoneNumber: 'phone_number',
      description: 'description',
      themeId: 'theme_id',
      planId: 'plan_id',
    };
    const { order, message } = await withLegacyFields(fields, async () =>
      this.orders.create(
        await toInput(CreateOrderInput, {
          fullName: values.full_name,
          phoneNumber: values.phone_number,
          description: values.description,
          themeId: legacyOptionalInt(values.theme_id),
          planId: legacyOptionalInt(values.plan_id),
        }),
        ip,
        OrderChannel.REST,
      ),
    );
    return { message, id: order.id, reference: order.reference };
  }

  @Post('admin/login')
  @HttpCode(200)
  @LegacyDoc({
    summary: 'Admin login by e-mail or mobile (5 failures in 5 minutes: 429)',
    body: LegacyLoginBody,
    returns:
      '`access_token` (JWT; payload `user` with name and roles). Sets the HttpOnly device cookie `admin_device`: sent back ' +
      'on later logins, that device’s failures count apart from the account’s, so guesses elsewhere cannot lock its admin out',
  })
  @ApiResponse({
    status: 401,
    description:
      'A wrong login or password; or, for an admin with two-factor sign-in, the right password: `code` TWO_FACTOR_REQUIRED and a ' +
      '`challenge` for POST /api/admin/login/verify (never a 200 without a token); where ADMIN_2FA requires two-factor sign-in ' +
      'the admin has not set up, TWO_FACTOR_SETUP_REQUIRED and a challenge for POST /api/admin/login/setup',
    type: LegacySecondStepRefusal,
  })
  async login(@LegacyBody() values: LegacyFields, @ClientIp() ip: string, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const input = await withLegacyFields({}, () => toInput(LoginInput, { login: values.login, password: values.password }));
    const { accessToken, deviceCookie } = await this.auth.login(input.login, input.password, ip, deviceCookieOf(req));
    this.devices.set(req, res, deviceCookie);
    return { access_token: accessToken, token_type: 'bearer' };
  }
}
