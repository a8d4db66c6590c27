/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CreateOrderInput = {
  description?: string | null | undefined;
  fullName: string;
  /** Iranian mobile number; Persian or Arabic digits are accepted. */
  phoneNumber: string;
  /** The plan the visitor chose (a plan table's «سفارش این پلن»); must exist. */
  planId?: number | null | undefined;
  /** The theme the visitor is ordering (its page's «سفارش این قالب»); must exist. */
  themeId?: number | null | undefined;
};

/** The preferences to change; those left out keep their value. */
export type UpdatePreferencesInput = {
  alertSound?: boolean | null | undefined;
  notifyAssignedEmail?: boolean | null | undefined;
  notifyAssignedSms?: boolean | null | undefined;
  notifyOffHours?: boolean | null | undefined;
  notifyOverdueEmail?: boolean | null | undefined;
  notifyOverdueSms?: boolean | null | undefined;
};

export type CreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CreateOrderMutation = { createOrder: { id: number, message: string, reference: string } };

export type PlanTableQueryVariables = Exact<{ [key: string]: never; }>;


export type PlanTableQuery = { plans: Array<{ id: number, title: string, listPrice: number | null, price: number | null, hostingSpaceGb: number | null, featureIds: Array<number> }>, features: Array<{ id: number, title: string, sort: number, isPrimary: boolean, isHeading: boolean }> };

export type AlertPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type AlertPreferencesQuery = { myPreferences: { alertSound: boolean } };

export type UpdateAlertPreferencesMutationVariables = Exact<{
  input: UpdatePreferencesInput;
}>;


export type UpdateAlertPreferencesMutation = { updateMyPreferences: { alertSound: boolean } };

export type SiteIdentityQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteIdentityQuery = { siteSettings: { supportPhone: string, parentUrl: string, instagramUrl: string, telegramUrl: string, whatsappUrl: string, baleUrl: string, eitaaUrl: string, workingHours: string, address: string, enamadUrl: string, enamadImageUrl: string, samandehiUrl: string, samandehiImageUrl: string }, faqItems: Array<{ id: number, question: string, answer: string }> };

export type CatalogueThemesQueryVariables = Exact<{
  categoryId?: number | null | undefined;
  planId?: number | null | undefined;
}>;


export type CatalogueThemesQuery = { themes: Array<{ id: number, title: string, link: string, shortDescription: string | null, imageUrl: string, mobileImageUrl: string | null, plans: Array<{ id: number, title: string }>, categories: Array<{ id: number, title: string }> }> };

export type ThemeFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ThemeFilterOptionsQuery = { categories: Array<{ id: number, title: string }>, plans: Array<{ id: number, title: string }> };

export type ThemePageQueryVariables = Exact<{
  id: number;
}>;


export type ThemePageQuery = { publicTheme: { id: number, title: string, link: string, shortDescription: string | null, fullDescription: string | null, imageUrl: string, mobileImageUrl: string | null, plans: Array<{ id: number, title: string, listPrice: number | null, price: number | null }>, categories: Array<{ id: number, title: string }> } | null };

export type PublicWorkSamplesQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type PublicWorkSamplesQuery = { workSamples: { currentPage: number, lastPage: number, total: number, perPage: number, items: Array<{ id: number, title: string, domainName: string, description: string | null, shortDescription: string | null, imageUrl: string, plans: Array<{ id: number, title: string }> }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const CreateOrderDocument = new TypedDocumentString(`
    mutation CreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    id
    message
    reference
  }
}
    `) as unknown as TypedDocumentString<CreateOrderMutation, CreateOrderMutationVariables>;
export const PlanTableDocument = new TypedDocumentString(`
    query PlanTable {
  plans {
    id
    title
    listPrice
    price
    hostingSpaceGb
    featureIds
  }
  features {
    id
    title
    sort
    isPrimary
    isHeading
  }
}
    `) as unknown as TypedDocumentString<PlanTableQuery, PlanTableQueryVariables>;
export const AlertPreferencesDocument = new TypedDocumentString(`
    query AlertPreferences {
  myPreferences {
    alertSound
  }
}
    `) as unknown as TypedDocumentString<AlertPreferencesQuery, AlertPreferencesQueryVariables>;
export const UpdateAlertPreferencesDocument = new TypedDocumentString(`
    mutation UpdateAlertPreferences($input: UpdatePreferencesInput!) {
  updateMyPreferences(input: $input) {
    alertSound
  }
}
    `) as unknown as TypedDocumentString<UpdateAlertPreferencesMutation, UpdateAlertPreferencesMutationVariables>;
export const SiteIdentityDocument = new TypedDocumentString(`
    query SiteIdentity {
  siteSettings {
    supportPhone
    parentUrl
    instagramUrl
    telegramUrl
    whatsappUrl
    baleUrl
    eitaaUrl
    workingHours
    address
    enamadUrl
    enamadImageUrl
    samandehiUrl
    samandehiImageUrl
  }
  faqItems {
    id
    question
    answer
  }
}
    `) as unknown as TypedDocumentString<SiteIdentityQuery, SiteIdentityQueryVariables>;
export const CatalogueThemesDocument = new TypedDocumentString(`
    query CatalogueThemes($categoryId: Int, $planId: Int) {
  themes(categoryId: $categoryId, planId: $planId) {
    id
    title
    link
    shortDescription
    imageUrl
    mobileImageUrl
    plans {
      id
      title
    }
    categories {
      id
      title
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueThemesQuery, CatalogueThemesQueryVariables>;
export const ThemeFilterOptionsDocument = new TypedDocumentString(`
    query ThemeFilterOptions {
  categories {
    id
    title
  }
  plans {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<ThemeFilterOptionsQuery, ThemeFilterOptionsQueryVariables>;
export const ThemePageDocument = new TypedDocumentString(`
    query ThemePage($id: Int!) {
  publicTheme(id: $id) {
    id
    title
    link
    shortDescription
    fullDescription
    imageUrl
    mobileImageUrl
    plans {
      id
      title
      listPrice
      price
    }
    categories {
      id
      title
    }
  }
}
    `) as unknown as TypedDocumentString<ThemePageQuery, ThemePageQueryVariables>;
export const PublicWorkSamplesDocument = new TypedDocumentString(`
    query PublicWorkSamples($page: Int, $perPage: Int) {
  workSamples(page: $page, perPage: $perPage) {
    items {
      id
      title
      domainName
      description
      shortDescription
      imageUrl
      plans {
        id
        title
      }
    }
    currentPage
    lastPage
    total
    perPage
  }
}
    `) as unknown as TypedDocumentString<PublicWorkSamplesQuery, PublicWorkSamplesQueryVariables>;