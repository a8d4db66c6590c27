import type { PublicTopic } from './public-topic.js';

/**
 * The GraphQL queries the public site sends (client/src/features/{plans,themes,work-samples}/api),
 * with what their answers are built from. Only these documents are cached, as written
 * or as Apollo Client sends them (with `__typename` added), in any spacing; any other query runs
 * uncached. test/public-reads.spec.ts checks this list against the client's files.
 */
export interface PublicOperation {
  name: string;
  document: string;
  topics: readonly PublicTopic[];
  variables: readonly string[];
}

export const PUBLIC_OPERATIONS: readonly PublicOperation[] = [
  {
    name: 'PlanTable',
    topics: ['plans', 'features'],
    variables: [],
    document: `query PlanTable {
  plans { id title listPrice price hostingSpaceGb featureIds }
  features { id title sort isPrimary isHeading }
}`,
  },
  {
    name: 'ThemeFilterOptions',
    topics: ['categories', 'plans'],
    variables: [],
    document: `query ThemeFilterOptions {
  categories { id title }
  plans { id title }
}`,
  },
  {
    name: 'CatalogueThemes',
    topics: ['themes', 'plans', 'categories'],
    variables: ['categoryId', 'planId'],
    document: `query CatalogueThemes($categoryId: Int, $planId: Int) {
  themes(categoryId: $categoryId, planId: $planId) {
    id title link shortDescription imageUrl mobileImageUrl
    plans { id title }
    categories { id title }
  }
}`,
  },
  {
    name: 'ThemePage',
    topics: ['themes', 'plans', 'categories'],
    variables: ['id'],
    document: `query ThemePage($id: Int!) {
  publicTheme(id: $id) {
    id title link shortDescription fullDescription imageUrl mobileImageUrl
    plans { id title listPrice price }
    categories { id title }
  }
}`,
  },
  {
    name: 'PublicWorkSamples',
    topics: ['work-samples', 'plans'],
    variables: ['page', 'perPage'],
    document: `query PublicWorkSamples($page: Int, $perPage: Int) {
  workSamples(page: $page, perPage: $perPage) {
    items { id title domainName description shortDescription imageUrl plans { id title } }
    currentPage lastPage total perPage
  }
}`,
  },
];
