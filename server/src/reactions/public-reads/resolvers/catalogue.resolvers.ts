import { Args, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Public } from 'src/common/auth/public.decorator.js';
import { PageArgs } from 'src/common/pagination/pagination.js';
import { Category } from 'src/domain/categories/category.entity.js';
import { Feature } from 'src/domain/features/feature.entity.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { FaqItem } from 'src/domain/site-settings/faq-item.entity.js';
import { SiteSettings } from 'src/domain/site-settings/site-settings.entity.js';
import { ThemesArgs } from 'src/domain/themes/dto/themes.args.js';
import { Theme } from 'src/domain/themes/theme.entity.js';
import { WorkSamplePage } from 'src/domain/work-samples/dto/work-sample-page.output.js';
import { WORK_SAMPLES_PER_PAGE } from 'src/domain/work-samples/work-sample-pages.js';
import { WorkSample } from 'src/domain/work-samples/work-sample.entity.js';
import { PublicCatalogue } from '../public-catalogue.js';

/*
 * The public catalogue's GraphQL reads: the site's queries, and the relations every reader of these
 * types gets (an admin's theme lists its plans the same way). Each answers from the in-memory
 * catalogue the public reads keep current from the domain events; the domain resolvers beside the
 * entities hold the admin's queries and the writes.
 */

@Resolver(() => Theme)
export class PublicThemesResolver {
  constructor(private readonly catalogue: PublicCatalogue) {}

  @Public()
  @Query(() => [Theme], { name: 'themes', description: 'The catalogue in display order; filters combine.' })
  list(@Args() filter: ThemesArgs): Promise<readonly Theme[]> {
    return this.catalogue.themes(filter);
  }

  @Public()
  @Query(() => Theme, {
    name: 'publicTheme',
    nullable: true,
    description: "A theme of the public catalogue (the theme's page); null when there is no such theme.",
  })
  publicTheme(@Args('id', { type: () => Int }) id: number): Promise<Theme | null> {
    return this.catalogue.theme(id);
  }

  @ResolveField(() => [Plan])
  plans(@Parent() theme: Theme): Promise<readonly Plan[]> {
    return this.catalogue.plansOfTheme(theme.id);
  }

  @ResolveField(() => [Category])
  categories(@Parent() theme: Theme): Promise<readonly Category[]> {
    return this.catalogue.categoriesOfTheme(theme.id);
  }
}

@Resolver(() => Plan)
export class PublicPlansResolver {
  constructor(private readonly catalogue: PublicCatalogue) {}

  @Public()
  @Query(() => [Plan], { name: 'plans', description: 'Every plan, in id order.' })
  list(): Promise<readonly Plan[]> {
    return this.catalogue.plans();
  }

  @ResolveField(() => [Feature], { description: 'Features the plan includes, in table order.' })
  features(@Parent() plan: Plan): Promise<readonly Feature[]> {
    return this.catalogue.featuresOfPlan(plan.id);
  }

  @ResolveField(() => [Int], { description: 'Ids of the features the plan includes.' })
  async featureIds(@Parent() plan: Plan): Promise<number[]> {
    return (await this.catalogue.featuresOfPlan(plan.id)).map((feature) => feature.id);
  }
}

@Resolver(() => Category)
export class PublicCategoriesResolver {
  constructor(private readonly catalogue: PublicCatalogue) {}

  @Public()
  @Query(() => [Category], { name: 'categories', description: 'Every theme category.' })
  list(): Promise<readonly Category[]> {
    return this.catalogue.categories();
  }
}

@Resolver(() => Feature)
export class PublicFeaturesResolver {
  constructor(private readonly catalogue: PublicCatalogue) {}

  @Public()
  @Query(() => [Feature], { name: 'features', description: 'Every feature in table order.' })
  list(): Promise<readonly Feature[]> {
    return this.catalogue.features();
  }
}

@Resolver(() => WorkSample)
export class PublicWorkSamplesResolver {
  constructor(private readonly catalogue: PublicCatalogue) {}

  @Public()
  @Query(() => WorkSamplePage, { description: 'Active work samples, newest first (9 a page by default).' })
  workSamples(@Args() args: PageArgs): Promise<WorkSamplePage> {
    return this.catalogue.activeWorkSamples(args, WORK_SAMPLES_PER_PAGE);
  }

  @ResolveField(() => [Plan])
  plans(@Parent() sample: WorkSample): Promise<readonly Plan[]> {
    return this.catalogue.plansOfWorkSample(sample.id);
  }
}

@Resolver()
export class PublicSiteSettingsResolver {
  constructor(private readonly catalogue: PublicCatalogue) {}

  @Public()
  @Query(() => SiteSettings, { description: "The site's identity as the public pages show it." })
  siteSettings(): Promise<SiteSettings> {
    return this.catalogue.siteSettings();
  }

  @Public()
  @Query(() => [FaqItem], { description: 'The frequently asked questions, in display order.' })
  faqItems(): Promise<readonly FaqItem[]> {
    return this.catalogue.faqItems();
  }
}

export const CATALOGUE_RESOLVERS = [
  PublicThemesResolver,
  PublicPlansResolver,
  PublicCategoriesResolver,
  PublicFeaturesResolver,
  PublicWorkSamplesResolver,
  PublicSiteSettingsResolver,
];
