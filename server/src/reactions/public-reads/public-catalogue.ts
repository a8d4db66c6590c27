import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { byId, bySortThenId } from 'src/common/database/loader-helpers.js';
import { pageWindow, toPage, type Page } from 'src/common/pagination/pagination.js';
import { Category } from 'src/domain/categories/category.entity.js';
import { Feature } from 'src/domain/features/feature.entity.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { FaqItem } from 'src/domain/site-settings/faq-item.entity.js';
import { SITE_SETTINGS_ID, SiteSettings } from 'src/domain/site-settings/site-settings.entity.js';
import { Theme } from 'src/domain/themes/theme.entity.js';
import { WorkSample } from 'src/domain/work-samples/work-sample.entity.js';
import { PublicReadsService } from './public-reads.service.js';
import type { PublicTopic } from './public-topic.js';

type Related<T> = ReadonlyMap<number, readonly T[]>;

interface JoinRow {
  owner: number | string;
  related: number | string;
}

/**
 * The public data (plans, features, themes, categories, active work samples and their relations,
 * the site's identity and questions)
 * as in-memory read models, shared by every GraphQL query that reads it, however it is phrased:
 * the cached answers serve only the site's own documents, and an integrator's query used to
 * read and hydrate the same rows on every request (a few ms each, on the event loop). Each model
 * is loaded once per generation of the topics it is built from (PublicReadsService), so an admin
 * write is seen by the next read, on every instance, exactly as the cached answers are. The
 * models are shared between requests: nothing may change what it gets from here.
 *
 * A cross-cutting read (docs/ARCHITECTURE.md, code map): it reads the public domains' tables directly,
 * as their per-request loaders do, and only what a visitor may see.
 */
@Injectable()
export class PublicCatalogue {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reads: PublicReadsService,
  ) {}

  /** Every plan, in id order. */
  plans(): Promise<readonly Plan[]> {
    return this.model('plans', ['plans'], () => this.dataSource.getRepository(Plan).find({ order: { id: 'ASC' } }));
  }

  /** Every feature, in table order. */
  features(): Promise<readonly Feature[]> {
    return this.model('features', ['features'], () => this.dataSource.getRepository(Feature).find({ order: { sort: 'ASC', id: 'ASC' } }));
  }

  /** Every category, in id order. */
  categories(): Promise<readonly Category[]> {
    return this.model('categories', ['categories'], () => this.dataSource.getRepository(Category).find({ order: { id: 'ASC' } }));
  }

  /** The catalogue in display order, narrowed to a category and a plan that exist (else empty). */
  async themes(filter: { categoryId?: number | null; planId?: number | null } = {}): Promise<readonly Theme[]> {
    const themes = await this.model('themes', ['themes'], () =>
      this.dataSource.getRepository(Theme).find({ order: { sort: 'ASC', id: 'ASC' } }),
    );
    const { categoryId, planId } = filter;
    if (categoryId == null && planId == null) return themes;
    const [categoriesOf, plansOf] = await Promise.all([this.categoriesOfThemes(), this.plansOfThemes()]);
    return themes.filter(
      (theme) =>
        (categoryId == null || (categoriesOf.get(theme.id) ?? []).some((category) => category.id === categoryId)) &&
        (planId == null || (plansOf.get(theme.id) ?? []).some((plan) => plan.id === planId)),
    );
  }

  /** One theme of the catalogue (its page), or null when there is no such theme. */
  async theme(id: number): Promise<Theme | null> {
    return (await this.themes()).find((theme) => theme.id === id) ?? null;
  }

  /** The site's identity (its one row). */
  async siteSettings(): Promise<SiteSettings> {
    return this.model('site-settings', ['site'], () =>
      this.dataSource.getRepository(SiteSettings).findOneByOrFail({ id: SITE_SETTINGS_ID }),
    );
  }

  /** The frequently asked questions in display order. */
  faqItems(): Promise<readonly FaqItem[]> {
    return this.model('faq-items', ['site'], () => this.dataSource.getRepository(FaqItem).find({ order: { sort: 'ASC', id: 'ASC' } }));
  }

  /** One page of the active work samples, newest first. */
  async activeWorkSamples(args: { page?: number; perPage?: number }, defaultPerPage: number): Promise<Page<WorkSample>> {
    const samples = await this.model('active-work-samples', ['work-samples'], () =>
      this.dataSource.getRepository(WorkSample).find({ where: { isActive: true }, order: { id: 'DESC' } }),
    );
    const { page, perPage, skip, take } = pageWindow(args, defaultPerPage);
    return toPage(samples.slice(skip, skip + take), samples.length, page, perPage);
  }

  /** A plan's features in table order. */
  async featuresOfPlan(planId: number): Promise<readonly Feature[]> {
    return (await this.featuresOfPlans()).get(planId) ?? [];
  }

  async plansOfTheme(themeId: number): Promise<readonly Plan[]> {
    return (await this.plansOfThemes()).get(themeId) ?? [];
  }

  async categoriesOfTheme(themeId: number): Promise<readonly Category[]> {
    return (await this.categoriesOfThemes()).get(themeId) ?? [];
  }

  async plansOfWorkSample(sampleId: number): Promise<readonly Plan[]> {
    return (await this.plansOfWorkSamples()).get(sampleId) ?? [];
  }

  private featuresOfPlans(): Promise<Related<Feature>> {
    return this.model('plan-features', ['plans', 'features'], async () =>
      group(await this.joinRows('plan_features', 'plan_id', 'feature_id'), await this.features(), bySortThenId),
    );
  }

  private plansOfThemes(): Promise<Related<Plan>> {
    return this.model('theme-plans', ['themes', 'plans'], async () =>
      group(await this.joinRows('theme_plans', 'theme_id', 'plan_id'), await this.plans(), byId),
    );
  }

  private categoriesOfThemes(): Promise<Related<Category>> {
    return this.model('theme-categories', ['themes', 'categories'], async () =>
      group(await this.joinRows('theme_categories', 'theme_id', 'category_id'), await this.categories(), byId),
    );
  }

  private plansOfWorkSamples(): Promise<Related<Plan>> {
    return this.model('work-sample-plans', ['work-samples', 'plans'], async () =>
      group(await this.joinRows('work_sample_plans', 'work_sample_id', 'plan_id'), await this.plans(), byId),
    );
  }

  private joinRows(table: string, ownerColumn: string, relatedColumn: string): Promise<JoinRow[]> {
    return this.dataSource.query<JoinRow[]>(`SELECT ${ownerColumn} AS owner, ${relatedColumn} AS related FROM ${table}`);
  }

  private model<T>(name: string, topics: readonly PublicTopic[], load: () => Promise<T>): Promise<T> {
    return this.reads.memo(`catalogue:${name}`, topics, load);
  }
}

/** The join table's pairs as lists per owner; a related record not in `records` (deleted) is left out. */
function group<T extends { id: number }>(rows: JoinRow[], records: readonly T[], order: (a: T, b: T) => number): Related<T> {
  const byIdMap = new Map(records.map((record) => [record.id, record]));
  const byOwner = new Map<number, T[]>();
  for (const row of rows) {
    const record = byIdMap.get(Number(row.related));
    if (!record) continue;
    const owner = Number(row.owner);
    const list = byOwner.get(owner);
    if (list) list.push(record);
    else byOwner.set(owner, [record]);
  }
  for (const list of byOwner.values()) list.sort(order);
  return byOwner;
}
