import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DataSource, EntityManager } from 'typeorm';
import { DEMO_KEY_PREFIX, type FileStorage } from 'src/platform/files/file-storage.js';
import { Category } from 'src/domain/categories/category.entity.js';
import { Feature } from 'src/domain/features/feature.entity.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { Theme } from 'src/domain/themes/theme.entity.js';
import { WorkSample } from 'src/domain/work-samples/work-sample.entity.js';
import { demoCategories, demoFeatures, demoGuideImages, demoPlans, demoThemes, demoWorkSamples } from './demo/catalogue.js';
import { demoFaq } from './demo/faq.js';
import type { PlanKey } from './demo/types.js';
import { FaqItem } from 'src/domain/site-settings/faq-item.entity.js';

/** Committed demo images; the seed stores them in the file store (disk or bucket) under `demo/`. */
export const DEMO_ASSETS_DIR = fileURLToPath(new URL('../../../assets/demo', import.meta.url));

/** The catalogue tables are all empty: a fresh install, never one an admin has touched. */
export async function catalogueIsEmpty(dataSource: DataSource): Promise<boolean> {
  for (const entity of [Plan, Feature, Theme, Category, WorkSample]) {
    if ((await dataSource.getRepository(entity).count()) > 0) return false;
  }
  return true;
}

/**
 * Writes the Persian demo catalogue. Ids are given explicitly: the comparison table's section
 * headings are features 1, 23, 42, 46, 51 and 58, and theme ids are the template codes.
 */
export async function seedDemoCatalogue(dataSource: DataSource, storage: FileStorage): Promise<void> {
  // Images first: a missing file stops the seed before the database holds rows pointing at it.
  await storeDemoImages(storage);
  const key = (asset: string) => DEMO_KEY_PREFIX + asset;

  await dataSource.transaction(async (manager: EntityManager) => {
    const features = await manager.save(
      demoFeatures.map((f, i) =>
        manager.create(Feature, { id: f.id, title: f.title, isHeading: f.isHeading, isPrimary: f.isPrimary, sort: i + 1 }),
      ),
    );
    const plans = new Map<PlanKey, Plan>();
    for (const [i, p] of demoPlans.entries()) {
      const included = demoFeatures.filter((f) => f.plans.includes(p.key)).map((f) => f.id);
      const plan = withRelations(
        manager.create(Plan, { id: i + 1, title: p.title, listPrice: p.listPrice, price: p.price, hostingSpaceGb: p.hostingSpaceGb }),
        { features: features.filter((f) => included.includes(f.id)) },
      );
      plans.set(p.key, await manager.save(plan));
    }
    const planList = (keys: PlanKey[]) => keys.map((k) => plans.get(k)!);

    const categories = new Map<string, Category>();
    for (const [i, c] of demoCategories.entries()) {
      categories.set(c.key, await manager.save(manager.create(Category, { id: i + 1, title: c.title, image: key(c.image) })));
    }

    for (const [i, t] of demoThemes.entries()) {
      await manager.save(
        withRelations(
          manager.create(Theme, {
            id: t.code,
            title: t.title,
            link: t.link,
            shortDescription: t.shortDescription,
            fullDescription: t.fullDescription,
            image: key(t.desktopImage),
            mobileImage: key(t.mobileImage),
            sort: i + 1,
          }),
          { plans: planList(t.plans), categories: t.categories.map((c) => categories.get(c)!) },
        ),
      );
    }

    for (const [i, item] of demoFaq.entries()) await manager.save(manager.create(FaqItem, { ...item, sort: i + 1 }));

    // Oldest first, so the first sample of the list is the newest on the site.
    for (const [i, w] of [...demoWorkSamples].reverse().entries()) {
      await manager.save(
        withRelations(
          manager.create(WorkSample, {
            id: i + 1,
            domainName: w.domainName,
            title: w.title,
            description: w.description,
            isActive: w.isActive,
            image: key(w.image),
          }),
          { plans: planList(w.plans) },
        ),
      );
    }
  });
}

/**
 * Sets relations to entities already saved. Given to `manager.create`, TypeORM would compare every
 * related entity with every other to merge them (about 3 s of CPU for this catalogue, on each start
 * of a demo install); they are saved rows already, so they are set as they are.
 */
function withRelations<T extends object>(entity: T, relations: Partial<T>): T {
  return Object.assign(entity, relations);
}

function demoImages(): string[] {
  return [
    ...demoCategories.map((c) => c.image),
    ...demoThemes.flatMap((t) => [t.desktopImage, t.mobileImage]),
    ...demoWorkSamples.map((w) => w.image),
    ...demoGuideImages,
  ];
}

async function storeDemoImages(storage: FileStorage): Promise<void> {
  await Promise.all(demoImages().map(async (asset) => storage.put(DEMO_KEY_PREFIX + asset, await readFile(join(DEMO_ASSETS_DIR, asset)))));
}
