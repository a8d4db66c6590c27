/**
 * Shape of the demo catalogue seeded on an empty database (SEED_DEMO).
 * Image paths are relative to server/assets/demo and are copied into DATA_DIR/uploads by the seed.
 */
export type PlanKey = 'non-store' | 'store' | 'store-plus' | 'custom';

export interface DemoPlan {
  key: PlanKey;
  title: string;
  /** List price before the discount, tomans per year; null when the price is by agreement. */
  listPrice: number | null;
  /** Discounted yearly price in tomans; null when by agreement. */
  price: number | null;
  /** Hosting space in gigabytes; null when by agreement. */
  hostingSpaceGb: number | null;
}

export interface DemoFeature {
  /** Seeded as the row id: ids 1, 23, 42, 46, 51 and 58 are the section headings. */
  id: number;
  title: string;
  isHeading: boolean;
  isPrimary: boolean;
  /** Plans that include the feature; empty for headings. */
  plans: PlanKey[];
}

export interface DemoCategory {
  key: string;
  title: string;
  image: string;
}

export interface DemoTheme {
  /** The template code customers and staff refer to; seeded as the row id. */
  code: number;
  title: string;
  link: string;
  shortDescription: string;
  fullDescription: string | null;
  categories: string[];
  plans: PlanKey[];
  desktopImage: string;
  mobileImage: string;
}

export interface DemoWorkSample {
  domainName: string;
  title: string;
  description: string;
  plans: PlanKey[];
  image: string;
  isActive: boolean;
}
