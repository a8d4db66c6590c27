/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation CreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    id\n    message\n    reference\n  }\n}": typeof types.CreateOrderDocument,
    "query PlanTable {\n  plans {\n    id\n    title\n    listPrice\n    price\n    hostingSpaceGb\n    featureIds\n  }\n  features {\n    id\n    title\n    sort\n    isPrimary\n    isHeading\n  }\n}": typeof types.PlanTableDocument,
    "query AlertPreferences {\n  myPreferences {\n    alertSound\n  }\n}": typeof types.AlertPreferencesDocument,
    "mutation UpdateAlertPreferences($input: UpdatePreferencesInput!) {\n  updateMyPreferences(input: $input) {\n    alertSound\n  }\n}": typeof types.UpdateAlertPreferencesDocument,
    "query SiteIdentity {\n  siteSettings {\n    supportPhone\n    parentUrl\n    instagramUrl\n    telegramUrl\n    whatsappUrl\n    baleUrl\n    eitaaUrl\n    workingHours\n    address\n    enamadUrl\n    enamadImageUrl\n    samandehiUrl\n    samandehiImageUrl\n  }\n  faqItems {\n    id\n    question\n    answer\n  }\n}": typeof types.SiteIdentityDocument,
    "query CatalogueThemes($categoryId: Int, $planId: Int) {\n  themes(categoryId: $categoryId, planId: $planId) {\n    id\n    title\n    link\n    shortDescription\n    imageUrl\n    mobileImageUrl\n    plans {\n      id\n      title\n    }\n    categories {\n      id\n      title\n    }\n  }\n}": typeof types.CatalogueThemesDocument,
    "query ThemeFilterOptions {\n  categories {\n    id\n    title\n  }\n  plans {\n    id\n    title\n  }\n}": typeof types.ThemeFilterOptionsDocument,
    "query ThemePage($id: Int!) {\n  publicTheme(id: $id) {\n    id\n    title\n    link\n    shortDescription\n    fullDescription\n    imageUrl\n    mobileImageUrl\n    plans {\n      id\n      title\n      listPrice\n      price\n    }\n    categories {\n      id\n      title\n    }\n  }\n}": typeof types.ThemePageDocument,
    "query PublicWorkSamples($page: Int, $perPage: Int) {\n  workSamples(page: $page, perPage: $perPage) {\n    items {\n      id\n      title\n      domainName\n      description\n      shortDescription\n      imageUrl\n      plans {\n        id\n        title\n      }\n    }\n    currentPage\n    lastPage\n    total\n    perPage\n  }\n}": typeof types.PublicWorkSamplesDocument,
};
const documents: Documents = {
    "mutation CreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    id\n    message\n    reference\n  }\n}": types.CreateOrderDocument,
    "query PlanTable {\n  plans {\n    id\n    title\n    listPrice\n    price\n    hostingSpaceGb\n    featureIds\n  }\n  features {\n    id\n    title\n    sort\n    isPrimary\n    isHeading\n  }\n}": types.PlanTableDocument,
    "query AlertPreferences {\n  myPreferences {\n    alertSound\n  }\n}": types.AlertPreferencesDocument,
    "mutation UpdateAlertPreferences($input: UpdatePreferencesInput!) {\n  updateMyPreferences(input: $input) {\n    alertSound\n  }\n}": types.UpdateAlertPreferencesDocument,
    "query SiteIdentity {\n  siteSettings {\n    supportPhone\n    parentUrl\n    instagramUrl\n    telegramUrl\n    whatsappUrl\n    baleUrl\n    eitaaUrl\n    workingHours\n    address\n    enamadUrl\n    enamadImageUrl\n    samandehiUrl\n    samandehiImageUrl\n  }\n  faqItems {\n    id\n    question\n    answer\n  }\n}": types.SiteIdentityDocument,
    "query CatalogueThemes($categoryId: Int, $planId: Int) {\n  themes(categoryId: $categoryId, planId: $planId) {\n    id\n    title\n    link\n    shortDescription\n    imageUrl\n    mobileImageUrl\n    plans {\n      id\n      title\n    }\n    categories {\n      id\n      title\n    }\n  }\n}": types.CatalogueThemesDocument,
    "query ThemeFilterOptions {\n  categories {\n    id\n    title\n  }\n  plans {\n    id\n    title\n  }\n}": types.ThemeFilterOptionsDocument,
    "query ThemePage($id: Int!) {\n  publicTheme(id: $id) {\n    id\n    title\n    link\n    shortDescription\n    fullDescription\n    imageUrl\n    mobileImageUrl\n    plans {\n      id\n      title\n      listPrice\n      price\n    }\n    categories {\n      id\n      title\n    }\n  }\n}": types.ThemePageDocument,
    "query PublicWorkSamples($page: Int, $perPage: Int) {\n  workSamples(page: $page, perPage: $perPage) {\n    items {\n      id\n      title\n      domainName\n      description\n      shortDescription\n      imageUrl\n      plans {\n        id\n        title\n      }\n    }\n    currentPage\n    lastPage\n    total\n    perPage\n  }\n}": types.PublicWorkSamplesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    id\n    message\n    reference\n  }\n}"): typeof import('./graphql').CreateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlanTable {\n  plans {\n    id\n    title\n    listPrice\n    price\n    hostingSpaceGb\n    featureIds\n  }\n  features {\n    id\n    title\n    sort\n    isPrimary\n    isHeading\n  }\n}"): typeof import('./graphql').PlanTableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AlertPreferences {\n  myPreferences {\n    alertSound\n  }\n}"): typeof import('./graphql').AlertPreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAlertPreferences($input: UpdatePreferencesInput!) {\n  updateMyPreferences(input: $input) {\n    alertSound\n  }\n}"): typeof import('./graphql').UpdateAlertPreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteIdentity {\n  siteSettings {\n    supportPhone\n    parentUrl\n    instagramUrl\n    telegramUrl\n    whatsappUrl\n    baleUrl\n    eitaaUrl\n    workingHours\n    address\n    enamadUrl\n    enamadImageUrl\n    samandehiUrl\n    samandehiImageUrl\n  }\n  faqItems {\n    id\n    question\n    answer\n  }\n}"): typeof import('./graphql').SiteIdentityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueThemes($categoryId: Int, $planId: Int) {\n  themes(categoryId: $categoryId, planId: $planId) {\n    id\n    title\n    link\n    shortDescription\n    imageUrl\n    mobileImageUrl\n    plans {\n      id\n      title\n    }\n    categories {\n      id\n      title\n    }\n  }\n}"): typeof import('./graphql').CatalogueThemesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ThemeFilterOptions {\n  categories {\n    id\n    title\n  }\n  plans {\n    id\n    title\n  }\n}"): typeof import('./graphql').ThemeFilterOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ThemePage($id: Int!) {\n  publicTheme(id: $id) {\n    id\n    title\n    link\n    shortDescription\n    fullDescription\n    imageUrl\n    mobileImageUrl\n    plans {\n      id\n      title\n      listPrice\n      price\n    }\n    categories {\n      id\n      title\n    }\n  }\n}"): typeof import('./graphql').ThemePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicWorkSamples($page: Int, $perPage: Int) {\n  workSamples(page: $page, perPage: $perPage) {\n    items {\n      id\n      title\n      domainName\n      description\n      shortDescription\n      imageUrl\n      plans {\n        id\n        title\n      }\n    }\n    currentPage\n    lastPage\n    total\n    perPage\n  }\n}"): typeof import('./graphql').PublicWorkSamplesDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
