/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "query ActivityLog($adminId: Int, $entityType: ActivityEntity, $from: String, $to: String, $page: Int) {\n  activityLog(\n    adminId: $adminId\n    entityType: $entityType\n    from: $from\n    to: $to\n    page: $page\n  ) {\n    currentPage\n    lastPage\n    total\n    items {\n      id\n      action\n      entityType\n      entityId\n      label\n      before\n      after\n      createdAt\n      apiTokenName\n      admin {\n        id\n        name\n        family\n      }\n    }\n  }\n}": typeof types.ActivityLogDocument,
    "fragment ApiTokenFields on ApiToken {\n  id\n  name\n  prefix\n  scopes\n  expiresAt\n  revokedAt\n  lastUsedAt\n  lastUsedIp\n  createdAt\n}": typeof types.ApiTokenFieldsFragmentDoc,
    "query ApiTokens {\n  apiTokens {\n    ...ApiTokenFields\n  }\n}": typeof types.ApiTokensDocument,
    "mutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    secret\n    token {\n      ...ApiTokenFields\n    }\n  }\n}": typeof types.CreateApiTokenDocument,
    "mutation RevokeApiToken($id: Int!) {\n  revokeApiToken(id: $id) {\n    ...ApiTokenFields\n  }\n}": typeof types.RevokeApiTokenDocument,
    "mutation BeginLoginTwoFactorSetup($challenge: String!) {\n  beginLoginTwoFactorSetup(challenge: $challenge) {\n    ...TwoFactorSetupFields\n  }\n}": typeof types.BeginLoginTwoFactorSetupDocument,
    "mutation BeginTwoFactorSetup {\n  beginTwoFactorSetup {\n    ...TwoFactorSetupFields\n  }\n}": typeof types.BeginTwoFactorSetupDocument,
    "mutation ConfirmTwoFactorSetup($input: TwoFactorCodeInput!) {\n  confirmTwoFactorSetup(input: $input) {\n    recoveryCodes\n  }\n}": typeof types.ConfirmTwoFactorSetupDocument,
    "mutation DisableTwoFactor($input: TwoFactorCodeInput!) {\n  disableTwoFactor(input: $input)\n}": typeof types.DisableTwoFactorDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.LoginDocument,
    "query Me {\n  me {\n    ...SessionUser\n  }\n}": typeof types.MeDocument,
    "mutation RefreshToken {\n  refreshToken {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.RefreshTokenDocument,
    "fragment SessionUser on Admin {\n  id\n  name\n  family\n  email\n  roles\n}": typeof types.SessionUserFragmentDoc,
    "fragment TwoFactorSetupFields on TwoFactorSetup {\n  secret\n  otpauthUrl\n  qrCode\n}": typeof types.TwoFactorSetupFieldsFragmentDoc,
    "query TwoFactorStatus {\n  twoFactorStatus {\n    enabled\n    required\n    enabledAt\n    recoveryCodesLeft\n  }\n}": typeof types.TwoFactorStatusDocument,
    "mutation VerifyLogin($input: VerifyLoginInput!) {\n  verifyLogin(input: $input) {\n    accessToken\n    recoveryCodes\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.VerifyLoginDocument,
    "query AdminCategoryList {\n  categories {\n    ...CategoryFields\n  }\n}": typeof types.AdminCategoryListDocument,
    "query AdminCategory($id: Int!) {\n  category(id: $id) {\n    ...CategoryFields\n  }\n}": typeof types.AdminCategoryDocument,
    "fragment CategoryFields on Category {\n  id\n  title\n  imageUrl\n  version\n}": typeof types.CategoryFieldsFragmentDoc,
    "query CategoryUsage($id: Int!) {\n  categoryUsage(id: $id) {\n    themes\n  }\n}": typeof types.CategoryUsageDocument,
    "mutation CreateCategory($input: CreateCategoryInput!, $image: Upload) {\n  createCategory(input: $input, image: $image) {\n    ...CategoryFields\n  }\n}": typeof types.CreateCategoryDocument,
    "mutation DeleteCategory($id: Int!) {\n  deleteCategory(id: $id) {\n    id\n  }\n}": typeof types.DeleteCategoryDocument,
    "mutation RestoreCategory($id: Int!) {\n  restoreCategory(id: $id) {\n    id\n  }\n}": typeof types.RestoreCategoryDocument,
    "mutation UpdateCategory($id: Int!, $input: UpdateCategoryInput!, $image: Upload) {\n  updateCategory(id: $id, input: $input, image: $image) {\n    ...CategoryFields\n  }\n}": typeof types.UpdateCategoryDocument,
    "query AdminCustomer($id: Int!) {\n  customer(id: $id) {\n    ...CustomerFields\n  }\n}": typeof types.AdminCustomerDocument,
    "query AdminCustomers($page: Int, $perPage: Int, $search: String, $status: CustomerStatus, $sort: SortDirection) {\n  customers(\n    page: $page\n    perPage: $perPage\n    search: $search\n    status: $status\n    sort: $sort\n  ) {\n    currentPage\n    lastPage\n    total\n    items {\n      id\n      name\n      family\n      phone\n      email\n      description\n      createdAt\n      activeCustomerPlansCount\n      inactiveCustomerPlansCount\n    }\n  }\n}": typeof types.AdminCustomersDocument,
    "mutation CreateCustomer($input: CreateCustomerInput!) {\n  createCustomer(input: $input) {\n    ...CustomerFields\n  }\n}": typeof types.CreateCustomerDocument,
    "fragment CustomerFields on Customer {\n  id\n  name\n  family\n  email\n  phone\n  description\n  version\n}": typeof types.CustomerFieldsFragmentDoc,
    "query CustomersWithEmail($search: String!) {\n  customers(search: $search, perPage: 5) {\n    items {\n      id\n      name\n      family\n      email\n    }\n  }\n}": typeof types.CustomersWithEmailDocument,
    "mutation DeleteCustomer($id: Int!) {\n  deleteCustomer(id: $id) {\n    id\n  }\n}": typeof types.DeleteCustomerDocument,
    "mutation RestoreCustomer($id: Int!) {\n  restoreCustomer(id: $id) {\n    id\n  }\n}": typeof types.RestoreCustomerDocument,
    "mutation UpdateCustomer($id: Int!, $input: UpdateCustomerInput!) {\n  updateCustomer(id: $id, input: $input) {\n    ...CustomerFields\n  }\n}": typeof types.UpdateCustomerDocument,
    "mutation CreateCustomerPlan($input: CreateCustomerPlanInput!) {\n  createCustomerPlan(input: $input) {\n    id\n    customerId\n  }\n}": typeof types.CreateCustomerPlanDocument,
    "fragment CustomerPlanChoices on Query {\n  plans {\n    id\n    title\n  }\n  themes {\n    id\n    title\n  }\n}": typeof types.CustomerPlanChoicesFragmentDoc,
    "fragment CustomerPlanFields on CustomerPlan {\n  id\n  customerId\n  planId\n  themeId\n  domainName\n  orderDate\n  expireDate\n  description\n  paid\n  isActive\n  version\n}": typeof types.CustomerPlanFieldsFragmentDoc,
    "query CustomerPlanList($customerId: Int!) {\n  customer(id: $customerId) {\n    id\n    name\n    family\n  }\n  customerPlans(customerId: $customerId) {\n    id\n    domainName\n    orderDate\n    expireDate\n    description\n    paid\n    isActive\n    themeId\n    plan {\n      id\n      title\n    }\n    customer {\n      id\n      name\n      family\n    }\n  }\n}": typeof types.CustomerPlanListDocument,
    "query EditCustomerPlan($id: Int!) {\n  customerPlan(id: $id) {\n    ...CustomerPlanFields\n    customer {\n      id\n      name\n      family\n      phone\n    }\n  }\n  ...CustomerPlanChoices\n}": typeof types.EditCustomerPlanDocument,
    "query NewCustomerPlan($customerId: Int!) {\n  customer(id: $customerId) {\n    id\n    name\n    family\n    phone\n  }\n  ...CustomerPlanChoices\n}": typeof types.NewCustomerPlanDocument,
    "mutation RemoveCustomerPlan($id: Int!) {\n  removeCustomerPlan(id: $id) {\n    id\n  }\n}": typeof types.RemoveCustomerPlanDocument,
    "mutation RestoreCustomerPlan($id: Int!) {\n  restoreCustomerPlan(id: $id) {\n    id\n  }\n}": typeof types.RestoreCustomerPlanDocument,
    "mutation RevealCustomerPlanAccess($id: Int!) {\n  revealCustomerPlanAccess(id: $id)\n}": typeof types.RevealCustomerPlanAccessDocument,
    "mutation UpdateCustomerPlan($id: Int!, $input: UpdateCustomerPlanInput!) {\n  updateCustomerPlan(id: $id, input: $input) {\n    ...CustomerPlanFields\n  }\n}": typeof types.UpdateCustomerPlanDocument,
    "query AdminDashboard {\n  dashboard {\n    ordersByStatus {\n      status\n      count\n    }\n    totalOrders\n    newestPendingOrders {\n      id\n      fullName\n      phoneNumber\n      createdAt\n      firstContactOverdue\n    }\n    expiringCustomerPlans {\n      id\n      domainName\n      expireDate\n      customerId\n      customer {\n        id\n        name\n        family\n      }\n      plan {\n        id\n        title\n      }\n    }\n    expiringCustomerPlansCount\n    activeCustomerPlans\n    inactiveCustomerPlans\n    customers\n  }\n}": typeof types.AdminDashboardDocument,
    "fragment FirstContactFigures on FirstContactOwnerStats {\n  ownerId\n  requests\n  contacted\n  withinTarget\n  measured\n  withinTargetShare\n  medianMinutes\n  p90Minutes\n}\n\nquery FirstContactStats($from: String, $to: String) {\n  firstContactStats(from: $from, to: $to) {\n    targetMinutes\n    from\n    to\n    waiting\n    overdue\n    total {\n      ...FirstContactFigures\n    }\n    owners {\n      ...FirstContactFigures\n      owner {\n        id\n        name\n        family\n      }\n    }\n  }\n}": typeof types.FirstContactFiguresFragmentDoc,
    "fragment RequestBucketFields on RequestBucket {\n  start\n  jalaliYear\n  jalaliMonth\n  jalaliDay\n  count\n}\n\nfragment ConversionRowFields on ConversionRow {\n  id\n  title\n  requests\n  converted\n}": typeof types.RequestBucketFieldsFragmentDoc,
    "query RequestTrends {\n  requestTrends {\n    weeks {\n      ...RequestBucketFields\n    }\n    months {\n      ...RequestBucketFields\n    }\n    requests\n    converted\n    byPlan {\n      ...ConversionRowFields\n    }\n    byTheme {\n      ...ConversionRowFields\n    }\n  }\n}": typeof types.RequestTrendsDocument,
    "query AdminFeatureList {\n  features {\n    ...AdminFeatureRow\n  }\n}": typeof types.AdminFeatureListDocument,
    "fragment AdminFeatureRow on Feature {\n  id\n  title\n  sort\n  isPrimary\n  isHeading\n  version\n}": typeof types.AdminFeatureRowFragmentDoc,
    "query AdminFeature($id: Int!) {\n  feature(id: $id) {\n    ...AdminFeatureRow\n  }\n}": typeof types.AdminFeatureDocument,
    "mutation CreateFeature($input: CreateFeatureInput!) {\n  createFeature(input: $input) {\n    ...AdminFeatureRow\n  }\n}": typeof types.CreateFeatureDocument,
    "mutation DeleteFeature($id: Int!) {\n  deleteFeature(id: $id) {\n    id\n  }\n}": typeof types.DeleteFeatureDocument,
    "mutation RestoreFeature($id: Int!) {\n  restoreFeature(id: $id) {\n    id\n  }\n}": typeof types.RestoreFeatureDocument,
    "mutation SetFeaturePrimary($id: Int!, $isPrimary: Boolean!) {\n  setFeaturePrimary(id: $id, isPrimary: $isPrimary) {\n    id\n    isPrimary\n  }\n}": typeof types.SetFeaturePrimaryDocument,
    "mutation SortFeature($id: Int!, $sort: Int!) {\n  sortFeature(id: $id, sort: $sort) {\n    id\n    sort\n  }\n}": typeof types.SortFeatureDocument,
    "mutation UpdateFeature($id: Int!, $input: UpdateFeatureInput!) {\n  updateFeature(id: $id, input: $input) {\n    id\n    title\n    isHeading\n  }\n}": typeof types.UpdateFeatureDocument,
    "query NotificationSettings {\n  myPreferences {\n    notifyAssignedEmail\n    notifyAssignedSms\n    notifyOverdueEmail\n    notifyOverdueSms\n    notifyOffHours\n  }\n  myNotificationChannels {\n    email\n    mobile\n    emailAvailable\n    smsAvailable\n  }\n}": typeof types.NotificationSettingsDocument,
    "mutation UpdateNotificationSettings($input: UpdatePreferencesInput!) {\n  updateMyPreferences(input: $input) {\n    alertSound\n    notifyAssignedEmail\n    notifyAssignedSms\n    notifyOverdueEmail\n    notifyOverdueSms\n    notifyOffHours\n  }\n}": typeof types.UpdateNotificationSettingsDocument,
    "mutation AddOrderNote($input: AddOrderNoteInput!) {\n  addOrderNote(input: $input) {\n    entry {\n      ...OrderCallEntry\n    }\n    order {\n      ...AdminOrderRow\n    }\n  }\n}": typeof types.AddOrderNoteDocument,
    "query AdminOrderPage($id: Int!) {\n  order(id: $id) {\n    ...AdminOrderRow\n    channel\n    history {\n      id\n      kind\n      at\n      authorToken\n      channel\n      previousStatus\n      status\n      customerId\n      webhookEvent\n      webhookEndpoint\n      author {\n        id\n        name\n        family\n      }\n      owner {\n        id\n        name\n        family\n      }\n      customer {\n        id\n        name\n        family\n      }\n    }\n  }\n}": typeof types.AdminOrderPageDocument,
    "fragment AdminOrderRow on Order {\n  id\n  reference\n  fullName\n  phoneNumber\n  description\n  shortDescription\n  status\n  version\n  createdAt\n  operator {\n    id\n    name\n    family\n  }\n  isNew\n  firstContactAt\n  firstContactOverdue\n  firstContactDueAt\n  nextCallAt\n  owner {\n    id\n    name\n    family\n  }\n  themeId\n  planId\n  theme {\n    id\n    title\n  }\n  plan {\n    id\n    title\n  }\n  customer {\n    id\n    name\n    family\n  }\n  existingCustomer {\n    id\n    name\n    family\n  }\n  earlierRequests\n}": typeof types.AdminOrderRowFragmentDoc,
    "query AdminOrder($id: Int!) {\n  order(id: $id) {\n    ...AdminOrderRow\n  }\n}": typeof types.AdminOrderDocument,
    "query AdminOrders($page: Int, $perPage: Int, $search: String, $status: OrderStatus, $owner: OrderOwnerFilter, $fromCustomers: Boolean) {\n  orders(\n    page: $page\n    perPage: $perPage\n    search: $search\n    status: $status\n    owner: $owner\n    fromCustomers: $fromCustomers\n  ) {\n    currentPage\n    lastPage\n    total\n    items {\n      ...AdminOrderRow\n    }\n  }\n}": typeof types.AdminOrdersDocument,
    "mutation AssignOrder($id: Int!, $ownerId: Int, $expectedOwnerId: Int) {\n  assignOrder(id: $id, ownerId: $ownerId, expectedOwnerId: $expectedOwnerId) {\n    ...AdminOrderRow\n  }\n}": typeof types.AssignOrderDocument,
    "query CallsDue($page: Int, $owner: OrderOwnerFilter) {\n  callsDue(page: $page, owner: $owner) {\n    currentPage\n    lastPage\n    total\n    items {\n      ...AdminOrderRow\n    }\n  }\n}": typeof types.CallsDueDocument,
    "mutation ChangeOrderStatus($id: Int!, $status: OrderStatus!, $expectedStatus: OrderStatus) {\n  changeOrderStatus(id: $id, status: $status, expectedStatus: $expectedStatus) {\n    ...AdminOrderRow\n  }\n}": typeof types.ChangeOrderStatusDocument,
    "mutation ConvertOrderToCustomer($id: Int!, $input: CreateCustomerInput!) {\n  convertOrderToCustomer(id: $id, input: $input) {\n    ...AdminOrderRow\n  }\n}": typeof types.ConvertOrderToCustomerDocument,
    "mutation CreateStaffOrder($input: CreateOrderInput!) {\n  createStaffOrder(input: $input) {\n    ...AdminOrderRow\n  }\n}": typeof types.CreateStaffOrderDocument,
    "mutation LinkOrderToCustomer($id: Int!, $customerId: Int!) {\n  linkOrderToCustomer(id: $id, customerId: $customerId) {\n    ...AdminOrderRow\n  }\n}": typeof types.LinkOrderToCustomerDocument,
    "query LiveCatchUp($after: Int) {\n  liveCatchUp(after: $after) {\n    next\n    complete\n    events {\n      kind\n      orderId\n      actorId\n      sequence\n      order {\n        ...AdminOrderRow\n      }\n    }\n  }\n}": typeof types.LiveCatchUpDocument,
    "mutation LogOrderCall($input: LogOrderCallInput!) {\n  logOrderCall(input: $input) {\n    entry {\n      ...OrderCallEntry\n    }\n    order {\n      ...AdminOrderRow\n    }\n  }\n}": typeof types.LogOrderCallDocument,
    "mutation MarkOrderSeen($id: Int!) {\n  markOrderSeen(id: $id) {\n    id\n    isNew\n  }\n}": typeof types.MarkOrderSeenDocument,
    "query OfficeHours {\n  officeHours {\n    targetMinutes\n    days {\n      weekday\n      open\n      close\n    }\n    holidays\n  }\n}": typeof types.OfficeHoursDocument,
    "query OrderAlerts {\n  orderAlerts {\n    unhandled\n    unseen\n  }\n}": typeof types.OrderAlertsDocument,
    "fragment OrderCallEntry on OrderCall {\n  id\n  orderId\n  kind\n  outcome\n  note\n  nextCallAt\n  createdAt\n  authorToken\n  author {\n    id\n    name\n    family\n  }\n}": typeof types.OrderCallEntryFragmentDoc,
    "subscription OrderEvents {\n  orderEvents {\n    kind\n    orderId\n    actorId\n    sequence\n    order {\n      ...AdminOrderRow\n    }\n  }\n}": typeof types.OrderEventsDocument,
    "query OrderOwnerChoices {\n  admins {\n    id\n    name\n    family\n    active\n  }\n}": typeof types.OrderOwnerChoicesDocument,
    "query OrderTimeline($orderId: Int!) {\n  orderTimeline(orderId: $orderId) {\n    ...OrderCallEntry\n  }\n}": typeof types.OrderTimelineDocument,
    "mutation TakeOrder($id: Int!) {\n  takeOrder(id: $id) {\n    ...AdminOrderRow\n  }\n}": typeof types.TakeOrderDocument,
    "mutation CreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    id\n    message\n    reference\n  }\n}": typeof types.CreateOrderDocument,
    "fragment AdminPlanFields on Plan {\n  id\n  version\n  title\n  listPrice\n  price\n  hostingSpaceGb\n}": typeof types.AdminPlanFieldsFragmentDoc,
    "query AdminPlanList {\n  plans {\n    ...AdminPlanFields\n  }\n}": typeof types.AdminPlanListDocument,
    "query AdminPlan($id: Int!) {\n  plan(id: $id) {\n    ...AdminPlanFields\n  }\n}": typeof types.AdminPlanDocument,
    "mutation CreatePlan($input: CreatePlanInput!) {\n  createPlan(input: $input) {\n    ...AdminPlanFields\n  }\n}": typeof types.CreatePlanDocument,
    "mutation DeletePlan($id: Int!) {\n  deletePlan(id: $id) {\n    id\n  }\n}": typeof types.DeletePlanDocument,
    "query PlanFeatureChoices($id: Int!) {\n  plan(id: $id) {\n    id\n    title\n    featureIds\n    version\n  }\n  features {\n    id\n    title\n    isHeading\n    sort\n  }\n}": typeof types.PlanFeatureChoicesDocument,
    "query PlanUsage($id: Int!) {\n  planUsage(id: $id) {\n    themes\n    customerPlans\n  }\n}": typeof types.PlanUsageDocument,
    "mutation RestorePlan($id: Int!) {\n  restorePlan(id: $id) {\n    id\n  }\n}": typeof types.RestorePlanDocument,
    "mutation SyncPlanFeatures($id: Int!, $featureIds: [Int!]!, $version: Int) {\n  syncPlanFeatures(id: $id, featureIds: $featureIds, version: $version) {\n    id\n    featureIds\n    version\n  }\n}": typeof types.SyncPlanFeaturesDocument,
    "mutation UpdatePlan($id: Int!, $input: UpdatePlanInput!) {\n  updatePlan(id: $id, input: $input) {\n    ...AdminPlanFields\n  }\n}": typeof types.UpdatePlanDocument,
    "query PlanTable {\n  plans {\n    id\n    title\n    listPrice\n    price\n    hostingSpaceGb\n    featureIds\n  }\n  features {\n    id\n    title\n    sort\n    isPrimary\n    isHeading\n  }\n}": typeof types.PlanTableDocument,
    "query AlertPreferences {\n  myPreferences {\n    alertSound\n  }\n}": typeof types.AlertPreferencesDocument,
    "mutation UpdateAlertPreferences($input: UpdatePreferencesInput!) {\n  updateMyPreferences(input: $input) {\n    alertSound\n  }\n}": typeof types.UpdateAlertPreferencesDocument,
    "query SiteIdentity {\n  siteSettings {\n    supportPhone\n    parentUrl\n    instagramUrl\n    telegramUrl\n    whatsappUrl\n    baleUrl\n    eitaaUrl\n    workingHours\n    address\n    enamadUrl\n    enamadImageUrl\n    samandehiUrl\n    samandehiImageUrl\n  }\n  faqItems {\n    id\n    question\n    answer\n  }\n}": typeof types.SiteIdentityDocument,
    "query AdminSiteSettings {\n  siteSettings {\n    ...SiteSettingsFields\n  }\n  faqItems {\n    ...FaqItemFields\n  }\n}": typeof types.AdminSiteSettingsDocument,
    "mutation CreateFaqItem($input: CreateFaqItemInput!) {\n  createFaqItem(input: $input) {\n    ...FaqItemFields\n  }\n}": typeof types.CreateFaqItemDocument,
    "mutation DeleteFaqItem($id: Int!) {\n  deleteFaqItem(id: $id) {\n    id\n  }\n}": typeof types.DeleteFaqItemDocument,
    "fragment FaqItemFields on FaqItem {\n  id\n  question\n  answer\n  sort\n  version\n}": typeof types.FaqItemFieldsFragmentDoc,
    "fragment SiteSettingsFields on SiteSettings {\n  supportPhone\n  parentUrl\n  instagramUrl\n  telegramUrl\n  whatsappUrl\n  baleUrl\n  eitaaUrl\n  workingHours\n  address\n  enamadUrl\n  enamadImageUrl\n  samandehiUrl\n  samandehiImageUrl\n  version\n}": typeof types.SiteSettingsFieldsFragmentDoc,
    "mutation SortFaqItems($ids: [Int!]!) {\n  sortFaqItems(ids: $ids) {\n    ...FaqItemFields\n  }\n}": typeof types.SortFaqItemsDocument,
    "mutation UpdateFaqItem($id: Int!, $input: UpdateFaqItemInput!) {\n  updateFaqItem(id: $id, input: $input) {\n    ...FaqItemFields\n  }\n}": typeof types.UpdateFaqItemDocument,
    "mutation UpdateSiteSettings($input: UpdateSiteSettingsInput!) {\n  updateSiteSettings(input: $input) {\n    ...SiteSettingsFields\n  }\n}": typeof types.UpdateSiteSettingsDocument,
    "fragment AdminThemeFields on Theme {\n  id\n  version\n  title\n  link\n  shortDescription\n  fullDescription\n  imageUrl\n  mobileImageUrl\n  plans {\n    id\n  }\n  categories {\n    id\n  }\n}": typeof types.AdminThemeFieldsFragmentDoc,
    "query AdminTheme($id: Int!) {\n  theme(id: $id) {\n    ...AdminThemeFields\n  }\n}": typeof types.AdminThemeDocument,
    "query AdminThemes {\n  themes {\n    id\n    title\n    link\n    shortDescription\n    imageUrl\n    sort\n  }\n}": typeof types.AdminThemesDocument,
    "mutation CreateTheme($input: CreateThemeInput!, $image: Upload, $mobileImage: Upload) {\n  createTheme(input: $input, image: $image, mobileImage: $mobileImage) {\n    id\n    title\n  }\n}": typeof types.CreateThemeDocument,
    "mutation SortTheme($id: Int!, $sort: Int!) {\n  sortTheme(id: $id, sort: $sort) {\n    id\n    sort\n  }\n}": typeof types.SortThemeDocument,
    "query ThemeFormOptions {\n  plans {\n    id\n    title\n  }\n  categories {\n    id\n    title\n  }\n}": typeof types.ThemeFormOptionsDocument,
    "mutation UpdateTheme($id: Int!, $input: UpdateThemeInput!, $image: Upload, $mobileImage: Upload) {\n  updateTheme(id: $id, input: $input, image: $image, mobileImage: $mobileImage) {\n    ...AdminThemeFields\n  }\n}": typeof types.UpdateThemeDocument,
    "query CatalogueThemes($categoryId: Int, $planId: Int) {\n  themes(categoryId: $categoryId, planId: $planId) {\n    id\n    title\n    link\n    shortDescription\n    imageUrl\n    mobileImageUrl\n    plans {\n      id\n      title\n    }\n    categories {\n      id\n      title\n    }\n  }\n}": typeof types.CatalogueThemesDocument,
    "query ThemeFilterOptions {\n  categories {\n    id\n    title\n  }\n  plans {\n    id\n    title\n  }\n}": typeof types.ThemeFilterOptionsDocument,
    "query ThemePage($id: Int!) {\n  publicTheme(id: $id) {\n    id\n    title\n    link\n    shortDescription\n    fullDescription\n    imageUrl\n    mobileImageUrl\n    plans {\n      id\n      title\n      listPrice\n      price\n    }\n    categories {\n      id\n      title\n    }\n  }\n}": typeof types.ThemePageDocument,
    "query AdminDeactivation($id: Int!) {\n  adminDeactivation(id: $id) {\n    admin {\n      id\n    }\n    openRequests\n    followUps\n    apiTokens {\n      id\n      name\n      prefix\n      expiresAt\n      lastUsedAt\n    }\n    webhookEndpoints {\n      id\n      url\n      enabled\n    }\n  }\n}": typeof types.AdminDeactivationDocument,
    "fragment AdminUserFields on Admin {\n  id\n  name\n  family\n  email\n  phone\n  roles\n  version\n  onDuty\n  active\n  deactivatedAt\n}": typeof types.AdminUserFieldsFragmentDoc,
    "query AdminUserList {\n  admins {\n    ...AdminUserFields\n    twoFactorEnabled\n  }\n}": typeof types.AdminUserListDocument,
    "query AdminUser($id: Int!) {\n  admin(id: $id) {\n    ...AdminUserFields\n  }\n}": typeof types.AdminUserDocument,
    "mutation CreateAdmin($input: CreateAdminInput!) {\n  createAdmin(input: $input) {\n    ...AdminUserFields\n  }\n}": typeof types.CreateAdminDocument,
    "mutation DeactivateAdmin($id: Int!, $input: DeactivateAdminInput) {\n  deactivateAdmin(id: $id, input: $input) {\n    ...AdminUserFields\n  }\n}": typeof types.DeactivateAdminDocument,
    "mutation ReactivateAdmin($id: Int!) {\n  reactivateAdmin(id: $id) {\n    ...AdminUserFields\n  }\n}": typeof types.ReactivateAdminDocument,
    "mutation ResetAdminTwoFactor($id: Int!) {\n  resetAdminTwoFactor(id: $id) {\n    id\n    twoFactorEnabled\n  }\n}": typeof types.ResetAdminTwoFactorDocument,
    "mutation SetAdminOnDuty($id: Int!, $onDuty: Boolean!) {\n  setAdminOnDuty(id: $id, onDuty: $onDuty) {\n    id\n    onDuty\n  }\n}": typeof types.SetAdminOnDutyDocument,
    "mutation UnlockAdmin($id: Int!) {\n  unlockAdmin(id: $id) {\n    id\n  }\n}": typeof types.UnlockAdminDocument,
    "mutation UpdateAdmin($id: Int!, $input: UpdateAdminInput!) {\n  updateAdmin(id: $id, input: $input) {\n    ...AdminUserFields\n    accessToken\n  }\n}": typeof types.UpdateAdminDocument,
    "mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    ...WebhookEndpointFields\n  }\n}": typeof types.CreateWebhookEndpointDocument,
    "mutation DeleteWebhookEndpoint($id: Int!) {\n  deleteWebhookEndpoint(id: $id) {\n    id\n  }\n}": typeof types.DeleteWebhookEndpointDocument,
    "mutation RedeliverWebhook($id: Int!) {\n  redeliverWebhook(id: $id) {\n    ...WebhookDeliveryFields\n  }\n}": typeof types.RedeliverWebhookDocument,
    "mutation RotateWebhookSecret($id: Int!) {\n  rotateWebhookSecret(id: $id) {\n    ...WebhookEndpointFields\n  }\n}": typeof types.RotateWebhookSecretDocument,
    "mutation SendTestWebhook($endpointId: Int!) {\n  sendTestWebhook(endpointId: $endpointId) {\n    ...WebhookDeliveryFields\n  }\n}": typeof types.SendTestWebhookDocument,
    "mutation UpdateWebhookEndpoint($id: Int!, $input: UpdateWebhookEndpointInput!) {\n  updateWebhookEndpoint(id: $id, input: $input) {\n    ...WebhookEndpointFields\n  }\n}": typeof types.UpdateWebhookEndpointDocument,
    "query WebhookDeliveries($endpointId: Int!, $page: Int) {\n  webhookDeliveries(endpointId: $endpointId, page: $page) {\n    currentPage\n    lastPage\n    total\n    items {\n      ...WebhookDeliveryFields\n    }\n  }\n}": typeof types.WebhookDeliveriesDocument,
    "fragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  endpointId\n  messageId\n  eventType\n  status\n  attempts\n  nextAttemptAt\n  lastAttemptAt\n  lastStatusCode\n  lastDurationMs\n  lastResponse\n  lastError\n  createdAt\n}": typeof types.WebhookDeliveryFieldsFragmentDoc,
    "fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  description\n  events\n  enabled\n  disabledReason\n  secret\n  previousSecretUntil\n  failedDeliveries\n  createdAt\n}": typeof types.WebhookEndpointFieldsFragmentDoc,
    "query WebhookEndpoints {\n  webhookEndpoints {\n    ...WebhookEndpointFields\n  }\n}": typeof types.WebhookEndpointsDocument,
    "fragment AdminWorkSampleFields on WorkSample {\n  id\n  domainName\n  title\n  description\n  imageUrl\n  isActive\n  version\n  plans {\n    id\n  }\n}": typeof types.AdminWorkSampleFieldsFragmentDoc,
    "query AdminWorkSample($id: Int!) {\n  workSample(id: $id) {\n    ...AdminWorkSampleFields\n  }\n}": typeof types.AdminWorkSampleDocument,
    "query AdminWorkSamples($page: Int, $search: String) {\n  adminWorkSamples(page: $page, search: $search) {\n    items {\n      id\n      domainName\n      title\n      shortDescription\n      imageUrl\n      isActive\n    }\n    currentPage\n    lastPage\n  }\n}": typeof types.AdminWorkSamplesDocument,
    "mutation CreateWorkSample($input: CreateWorkSampleInput!, $image: Upload) {\n  createWorkSample(input: $input, image: $image) {\n    id\n  }\n}": typeof types.CreateWorkSampleDocument,
    "mutation DeleteWorkSample($id: Int!) {\n  deleteWorkSample(id: $id) {\n    id\n  }\n}": typeof types.DeleteWorkSampleDocument,
    "mutation RestoreWorkSample($id: Int!) {\n  restoreWorkSample(id: $id) {\n    id\n  }\n}": typeof types.RestoreWorkSampleDocument,
    "mutation UpdateWorkSample($id: Int!, $input: UpdateWorkSampleInput!, $image: Upload) {\n  updateWorkSample(id: $id, input: $input, image: $image) {\n    ...AdminWorkSampleFields\n  }\n}": typeof types.UpdateWorkSampleDocument,
    "query WorkSamplePlanOptions {\n  plans {\n    id\n    title\n  }\n}": typeof types.WorkSamplePlanOptionsDocument,
    "query PublicWorkSamples($page: Int, $perPage: Int) {\n  workSamples(page: $page, perPage: $perPage) {\n    items {\n      id\n      title\n      domainName\n      description\n      shortDescription\n      imageUrl\n      plans {\n        id\n        title\n      }\n    }\n    currentPage\n    lastPage\n    total\n    perPage\n  }\n}": typeof types.PublicWorkSamplesDocument,
};
const documents: Documents = {
    "query ActivityLog($adminId: Int, $entityType: ActivityEntity, $from: String, $to: String, $page: Int) {\n  activityLog(\n    adminId: $adminId\n    entityType: $entityType\n    from: $from\n    to: $to\n    page: $page\n  ) {\n    currentPage\n    lastPage\n    total\n    items {\n      id\n      action\n      entityType\n      entityId\n      label\n      before\n      after\n      createdAt\n      apiTokenName\n      admin {\n        id\n        name\n        family\n      }\n    }\n  }\n}": types.ActivityLogDocument,
    "fragment ApiTokenFields on ApiToken {\n  id\n  name\n  prefix\n  scopes\n  expiresAt\n  revokedAt\n  lastUsedAt\n  lastUsedIp\n  createdAt\n}": types.ApiTokenFieldsFragmentDoc,
    "query ApiTokens {\n  apiTokens {\n    ...ApiTokenFields\n  }\n}": types.ApiTokensDocument,
    "mutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    secret\n    token {\n      ...ApiTokenFields\n    }\n  }\n}": types.CreateApiTokenDocument,
    "mutation RevokeApiToken($id: Int!) {\n  revokeApiToken(id: $id) {\n    ...ApiTokenFields\n  }\n}": types.RevokeApiTokenDocument,
    "mutation BeginLoginTwoFactorSetup($challenge: String!) {\n  beginLoginTwoFactorSetup(challenge: $challenge) {\n    ...TwoFactorSetupFields\n  }\n}": types.BeginLoginTwoFactorSetupDocument,
    "mutation BeginTwoFactorSetup {\n  beginTwoFactorSetup {\n    ...TwoFactorSetupFields\n  }\n}": types.BeginTwoFactorSetupDocument,
    "mutation ConfirmTwoFactorSetup($input: TwoFactorCodeInput!) {\n  confirmTwoFactorSetup(input: $input) {\n    recoveryCodes\n  }\n}": types.ConfirmTwoFactorSetupDocument,
    "mutation DisableTwoFactor($input: TwoFactorCodeInput!) {\n  disableTwoFactor(input: $input)\n}": types.DisableTwoFactorDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}": types.LoginDocument,
    "query Me {\n  me {\n    ...SessionUser\n  }\n}": types.MeDocument,
    "mutation RefreshToken {\n  refreshToken {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}": types.RefreshTokenDocument,
    "fragment SessionUser on Admin {\n  id\n  name\n  family\n  email\n  roles\n}": types.SessionUserFragmentDoc,
    "fragment TwoFactorSetupFields on TwoFactorSetup {\n  secret\n  otpauthUrl\n  qrCode\n}": types.TwoFactorSetupFieldsFragmentDoc,
    "query TwoFactorStatus {\n  twoFactorStatus {\n    enabled\n    required\n    enabledAt\n    recoveryCodesLeft\n  }\n}": types.TwoFactorStatusDocument,
    "mutation VerifyLogin($input: VerifyLoginInput!) {\n  verifyLogin(input: $input) {\n    accessToken\n    recoveryCodes\n    user {\n      ...SessionUser\n    }\n  }\n}": types.VerifyLoginDocument,
    "query AdminCategoryList {\n  categories {\n    ...CategoryFields\n  }\n}": types.AdminCategoryListDocument,
    "query AdminCategory($id: Int!) {\n  category(id: $id) {\n    ...CategoryFields\n  }\n}": types.AdminCategoryDocument,
    "fragment CategoryFields on Category {\n  id\n  title\n  imageUrl\n  version\n}": types.CategoryFieldsFragmentDoc,
    "query CategoryUsage($id: Int!) {\n  categoryUsage(id: $id) {\n    themes\n  }\n}": types.CategoryUsageDocument,
    "mutation CreateCategory($input: CreateCategoryInput!, $image: Upload) {\n  createCategory(input: $input, image: $image) {\n    ...CategoryFields\n  }\n}": types.CreateCategoryDocument,
    "mutation DeleteCategory($id: Int!) {\n  deleteCategory(id: $id) {\n    id\n  }\n}": types.DeleteCategoryDocument,
    "mutation RestoreCategory($id: Int!) {\n  restoreCategory(id: $id) {\n    id\n  }\n}": types.RestoreCategoryDocument,
    "mutation UpdateCategory($id: Int!, $input: UpdateCategoryInput!, $image: Upload) {\n  updateCategory(id: $id, input: $input, image: $image) {\n    ...CategoryFields\n  }\n}": types.UpdateCategoryDocument,
    "query AdminCustomer($id: Int!) {\n  customer(id: $id) {\n    ...CustomerFields\n  }\n}": types.AdminCustomerDocument,
    "query AdminCustomers($page: Int, $perPage: Int, $search: String, $status: CustomerStatus, $sort: SortDirection) {\n  customers(\n    page: $page\n    perPage: $perPage\n    search: $search\n    status: $status\n    sort: $sort\n  ) {\n    currentPage\n    lastPage\n    total\n    items {\n      id\n      name\n      family\n      phone\n      email\n      description\n      createdAt\n      activeCustomerPlansCount\n      inactiveCustomerPlansCount\n    }\n  }\n}": types.AdminCustomersDocument,
    "mutation CreateCustomer($input: CreateCustomerInput!) {\n  createCustomer(input: $input) {\n    ...CustomerFields\n  }\n}": types.CreateCustomerDocument,
    "fragment CustomerFields on Customer {\n  id\n  name\n  family\n  email\n  phone\n  description\n  version\n}": types.CustomerFieldsFragmentDoc,
    "query CustomersWithEmail($search: String!) {\n  customers(search: $search, perPage: 5) {\n    items {\n      id\n      name\n      family\n      email\n    }\n  }\n}": types.CustomersWithEmailDocument,
    "mutation DeleteCustomer($id: Int!) {\n  deleteCustomer(id: $id) {\n    id\n  }\n}": types.DeleteCustomerDocument,
    "mutation RestoreCustomer($id: Int!) {\n  restoreCustomer(id: $id) {\n    id\n  }\n}": types.RestoreCustomerDocument,
    "mutation UpdateCustomer($id: Int!, $input: UpdateCustomerInput!) {\n  updateCustomer(id: $id, input: $input) {\n    ...CustomerFields\n  }\n}": types.UpdateCustomerDocument,
    "mutation CreateCustomerPlan($input: CreateCustomerPlanInput!) {\n  createCustomerPlan(input: $input) {\n    id\n    customerId\n  }\n}": types.CreateCustomerPlanDocument,
    "fragment CustomerPlanChoices on Query {\n  plans {\n    id\n    title\n  }\n  themes {\n    id\n    title\n  }\n}": types.CustomerPlanChoicesFragmentDoc,
    "fragment CustomerPlanFields on CustomerPlan {\n  id\n  customerId\n  planId\n  themeId\n  domainName\n  orderDate\n  expireDate\n  description\n  paid\n  isActive\n  version\n}": types.CustomerPlanFieldsFragmentDoc,
    "query CustomerPlanList($customerId: Int!) {\n  customer(id: $customerId) {\n    id\n    name\n    family\n  }\n  customerPlans(customerId: $customerId) {\n    id\n    domainName\n    orderDate\n    expireDate\n    description\n    paid\n    isActive\n    themeId\n    plan {\n      id\n      title\n    }\n    customer {\n      id\n      name\n      family\n    }\n  }\n}": types.CustomerPlanListDocument,
    "query EditCustomerPlan($id: Int!) {\n  customerPlan(id: $id) {\n    ...CustomerPlanFields\n    customer {\n      id\n      name\n      family\n      phone\n    }\n  }\n  ...CustomerPlanChoices\n}": types.EditCustomerPlanDocument,
    "query NewCustomerPlan($customerId: Int!) {\n  customer(id: $customerId) {\n    id\n    name\n    family\n    phone\n  }\n  ...CustomerPlanChoices\n}": types.NewCustomerPlanDocument,
    "mutation RemoveCustomerPlan($id: Int!) {\n  removeCustomerPlan(id: $id) {\n    id\n  }\n}": types.RemoveCustomerPlanDocument,
    "mutation RestoreCustomerPlan($id: Int!) {\n  restoreCustomerPlan(id: $id) {\n    id\n  }\n}": types.RestoreCustomerPlanDocument,
    "mutation RevealCustomerPlanAccess($id: Int!) {\n  revealCustomerPlanAccess(id: $id)\n}": types.RevealCustomerPlanAccessDocument,
    "mutation UpdateCustomerPlan($id: Int!, $input: UpdateCustomerPlanInput!) {\n  updateCustomerPlan(id: $id, input: $input) {\n    ...CustomerPlanFields\n  }\n}": types.UpdateCustomerPlanDocument,
    "query AdminDashboard {\n  dashboard {\n    ordersByStatus {\n      status\n      count\n    }\n    totalOrders\n    newestPendingOrders {\n      id\n      fullName\n      phoneNumber\n      createdAt\n      firstContactOverdue\n    }\n    expiringCustomerPlans {\n      id\n      domainName\n      expireDate\n      customerId\n      customer {\n        id\n        name\n        family\n      }\n      plan {\n        id\n        title\n      }\n    }\n    expiringCustomerPlansCount\n    activeCustomerPlans\n    inactiveCustomerPlans\n    customers\n  }\n}": types.AdminDashboardDocument,
    "fragment FirstContactFigures on FirstContactOwnerStats {\n  ownerId\n  requests\n  contacted\n  withinTarget\n  measured\n  withinTargetShare\n  medianMinutes\n  p90Minutes\n}\n\nquery FirstContactStats($from: String, $to: String) {\n  firstContactStats(from: $from, to: $to) {\n    targetMinutes\n    from\n    to\n    waiting\n    overdue\n    total {\n      ...FirstContactFigures\n    }\n    owners {\n      ...FirstContactFigures\n      owner {\n        id\n        name\n        family\n      }\n    }\n  }\n}": types.FirstContactFiguresFragmentDoc,
    "fragment RequestBucketFields on RequestBucket {\n  start\n  jalaliYear\n  jalaliMonth\n  jalaliDay\n  count\n}\n\nfragment ConversionRowFields on ConversionRow {\n  id\n  title\n  requests\n  converted\n}": types.RequestBucketFieldsFragmentDoc,
    "query RequestTrends {\n  requestTrends {\n    weeks {\n      ...RequestBucketFields\n    }\n    months {\n      ...RequestBucketFields\n    }\n    requests\n    converted\n    byPlan {\n      ...ConversionRowFields\n    }\n    byTheme {\n      ...ConversionRowFields\n    }\n  }\n}": types.RequestTrendsDocument,
    "query AdminFeatureList {\n  features {\n    ...AdminFeatureRow\n  }\n}": types.AdminFeatureListDocument,
    "fragment AdminFeatureRow on Feature {\n  id\n  title\n  sort\n  isPrimary\n  isHeading\n  version\n}": types.AdminFeatureRowFragmentDoc,
    "query AdminFeature($id: Int!) {\n  feature(id: $id) {\n    ...AdminFeatureRow\n  }\n}": types.AdminFeatureDocument,
    "mutation CreateFeature($input: CreateFeatureInput!) {\n  createFeature(input: $input) {\n    ...AdminFeatureRow\n  }\n}": types.CreateFeatureDocument,
    "mutation DeleteFeature($id: Int!) {\n  deleteFeature(id: $id) {\n    id\n  }\n}": types.DeleteFeatureDocument,
    "mutation RestoreFeature($id: Int!) {\n  restoreFeature(id: $id) {\n    id\n  }\n}": types.RestoreFeatureDocument,
    "mutation SetFeaturePrimary($id: Int!, $isPrimary: Boolean!) {\n  setFeaturePrimary(id: $id, isPrimary: $isPrimary) {\n    id\n    isPrimary\n  }\n}": types.SetFeaturePrimaryDocument,
    "mutation SortFeature($id: Int!, $sort: Int!) {\n  sortFeature(id: $id, sort: $sort) {\n    id\n    sort\n  }\n}": types.SortFeatureDocument,
    "mutation UpdateFeature($id: Int!, $input: UpdateFeatureInput!) {\n  updateFeature(id: $id, input: $input) {\n    id\n    title\n    isHeading\n  }\n}": types.UpdateFeatureDocument,
    "query NotificationSettings {\n  myPreferences {\n    notifyAssignedEmail\n    notifyAssignedSms\n    notifyOverdueEmail\n    notifyOverdueSms\n    notifyOffHours\n  }\n  myNotificationChannels {\n    email\n    mobile\n    emailAvailable\n    smsAvailable\n  }\n}": types.NotificationSettingsDocument,
    "mutation UpdateNotificationSettings($input: UpdatePreferencesInput!) {\n  updateMyPreferences(input: $input) {\n    alertSound\n    notifyAssignedEmail\n    notifyAssignedSms\n    notifyOverdueEmail\n    notifyOverdueSms\n    notifyOffHours\n  }\n}": types.UpdateNotificationSettingsDocument,
    "mutation AddOrderNote($input: AddOrderNoteInput!) {\n  addOrderNote(input: $input) {\n    entry {\n      ...OrderCallEntry\n    }\n    order {\n      ...AdminOrderRow\n    }\n  }\n}": types.AddOrderNoteDocument,
    "query AdminOrderPage($id: Int!) {\n  order(id: $id) {\n    ...AdminOrderRow\n    channel\n    history {\n      id\n      kind\n      at\n      authorToken\n      channel\n      previousStatus\n      status\n      customerId\n      webhookEvent\n      webhookEndpoint\n      author {\n        id\n        name\n        family\n      }\n      owner {\n        id\n        name\n        family\n      }\n      customer {\n        id\n        name\n        family\n      }\n    }\n  }\n}": types.AdminOrderPageDocument,
    "fragment AdminOrderRow on Order {\n  id\n  reference\n  fullName\n  phoneNumber\n  description\n  shortDescription\n  status\n  version\n  createdAt\n  operator {\n    id\n    name\n    family\n  }\n  isNew\n  firstContactAt\n  firstContactOverdue\n  firstContactDueAt\n  nextCallAt\n  owner {\n    id\n    name\n    family\n  }\n  themeId\n  planId\n  theme {\n    id\n    title\n  }\n  plan {\n    id\n    title\n  }\n  customer {\n    id\n    name\n    family\n  }\n  existingCustomer {\n    id\n    name\n    family\n  }\n  earlierRequests\n}": types.AdminOrderRowFragmentDoc,
    "query AdminOrder($id: Int!) {\n  order(id: $id) {\n    ...AdminOrderRow\n  }\n}": types.AdminOrderDocument,
    "query AdminOrders($page: Int, $perPage: Int, $search: String, $status: OrderStatus, $owner: OrderOwnerFilter, $fromCustomers: Boolean) {\n  orders(\n    page: $page\n    perPage: $perPage\n    search: $search\n    status: $status\n    owner: $owner\n    fromCustomers: $fromCustomers\n  ) {\n    currentPage\n    lastPage\n    total\n    items {\n      ...AdminOrderRow\n    }\n  }\n}": types.AdminOrdersDocument,
    "mutation AssignOrder($id: Int!, $ownerId: Int, $expectedOwnerId: Int) {\n  assignOrder(id: $id, ownerId: $ownerId, expectedOwnerId: $expectedOwnerId) {\n    ...AdminOrderRow\n  }\n}": types.AssignOrderDocument,
    "query CallsDue($page: Int, $owner: OrderOwnerFilter) {\n  callsDue(page: $page, owner: $owner) {\n    currentPage\n    lastPage\n    total\n    items {\n      ...AdminOrderRow\n    }\n  }\n}": types.CallsDueDocument,
    "mutation ChangeOrderStatus($id: Int!, $status: OrderStatus!, $expectedStatus: OrderStatus) {\n  changeOrderStatus(id: $id, status: $status, expectedStatus: $expectedStatus) {\n    ...AdminOrderRow\n  }\n}": types.ChangeOrderStatusDocument,
    "mutation ConvertOrderToCustomer($id: Int!, $input: CreateCustomerInput!) {\n  convertOrderToCustomer(id: $id, input: $input) {\n    ...AdminOrderRow\n  }\n}": types.ConvertOrderToCustomerDocument,
    "mutation CreateStaffOrder($input: CreateOrderInput!) {\n  createStaffOrder(input: $input) {\n    ...AdminOrderRow\n  }\n}": types.CreateStaffOrderDocument,
    "mutation LinkOrderToCustomer($id: Int!, $customerId: Int!) {\n  linkOrderToCustomer(id: $id, customerId: $customerId) {\n    ...AdminOrderRow\n  }\n}": types.LinkOrderToCustomerDocument,
    "query LiveCatchUp($after: Int) {\n  liveCatchUp(after: $after) {\n    next\n    complete\n    events {\n      kind\n      orderId\n      actorId\n      sequence\n      order {\n        ...AdminOrderRow\n      }\n    }\n  }\n}": types.LiveCatchUpDocument,
    "mutation LogOrderCall($input: LogOrderCallInput!) {\n  logOrderCall(input: $input) {\n    entry {\n      ...OrderCallEntry\n    }\n    order {\n      ...AdminOrderRow\n    }\n  }\n}": types.LogOrderCallDocument,
    "mutation MarkOrderSeen($id: Int!) {\n  markOrderSeen(id: $id) {\n    id\n    isNew\n  }\n}": types.MarkOrderSeenDocument,
    "query OfficeHours {\n  officeHours {\n    targetMinutes\n    days {\n      weekday\n      open\n      close\n    }\n    holidays\n  }\n}": types.OfficeHoursDocument,
    "query OrderAlerts {\n  orderAlerts {\n    unhandled\n    unseen\n  }\n}": types.OrderAlertsDocument,
    "fragment OrderCallEntry on OrderCall {\n  id\n  orderId\n  kind\n  outcome\n  note\n  nextCallAt\n  createdAt\n  authorToken\n  author {\n    id\n    name\n    family\n  }\n}": types.OrderCallEntryFragmentDoc,
    "subscription OrderEvents {\n  orderEvents {\n    kind\n    orderId\n    actorId\n    sequence\n    order {\n      ...AdminOrderRow\n    }\n  }\n}": types.OrderEventsDocument,
    "query OrderOwnerChoices {\n  admins {\n    id\n    name\n    family\n    active\n  }\n}": types.OrderOwnerChoicesDocument,
    "query OrderTimeline($orderId: Int!) {\n  orderTimeline(orderId: $orderId) {\n    ...OrderCallEntry\n  }\n}": types.OrderTimelineDocument,
    "mutation TakeOrder($id: Int!) {\n  takeOrder(id: $id) {\n    ...AdminOrderRow\n  }\n}": types.TakeOrderDocument,
    "mutation CreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    id\n    message\n    reference\n  }\n}": types.CreateOrderDocument,
    "fragment AdminPlanFields on Plan {\n  id\n  version\n  title\n  listPrice\n  price\n  hostingSpaceGb\n}": types.AdminPlanFieldsFragmentDoc,
    "query AdminPlanList {\n  plans {\n    ...AdminPlanFields\n  }\n}": types.AdminPlanListDocument,
    "query AdminPlan($id: Int!) {\n  plan(id: $id) {\n    ...AdminPlanFields\n  }\n}": types.AdminPlanDocument,
    "mutation CreatePlan($input: CreatePlanInput!) {\n  createPlan(input: $input) {\n    ...AdminPlanFields\n  }\n}": types.CreatePlanDocument,
    "mutation DeletePlan($id: Int!) {\n  deletePlan(id: $id) {\n    id\n  }\n}": types.DeletePlanDocument,
    "query PlanFeatureChoices($id: Int!) {\n  plan(id: $id) {\n    id\n    title\n    featureIds\n    version\n  }\n  features {\n    id\n    title\n    isHeading\n    sort\n  }\n}": types.PlanFeatureChoicesDocument,
    "query PlanUsage($id: Int!) {\n  planUsage(id: $id) {\n    themes\n    customerPlans\n  }\n}": types.PlanUsageDocument,
    "mutation RestorePlan($id: Int!) {\n  restorePlan(id: $id) {\n    id\n  }\n}": types.RestorePlanDocument,
    "mutation SyncPlanFeatures($id: Int!, $featureIds: [Int!]!, $version: Int) {\n  syncPlanFeatures(id: $id, featureIds: $featureIds, version: $version) {\n    id\n    featureIds\n    version\n  }\n}": types.SyncPlanFeaturesDocument,
    "mutation UpdatePlan($id: Int!, $input: UpdatePlanInput!) {\n  updatePlan(id: $id, input: $input) {\n    ...AdminPlanFields\n  }\n}": types.UpdatePlanDocument,
    "query PlanTable {\n  plans {\n    id\n    title\n    listPrice\n    price\n    hostingSpaceGb\n    featureIds\n  }\n  features {\n    id\n    title\n    sort\n    isPrimary\n    isHeading\n  }\n}": types.PlanTableDocument,
    "query AlertPreferences {\n  myPreferences {\n    alertSound\n  }\n}": types.AlertPreferencesDocument,
    "mutation UpdateAlertPreferences($input: UpdatePreferencesInput!) {\n  updateMyPreferences(input: $input) {\n    alertSound\n  }\n}": types.UpdateAlertPreferencesDocument,
    "query SiteIdentity {\n  siteSettings {\n    supportPhone\n    parentUrl\n    instagramUrl\n    telegramUrl\n    whatsappUrl\n    baleUrl\n    eitaaUrl\n    workingHours\n    address\n    enamadUrl\n    enamadImageUrl\n    samandehiUrl\n    samandehiImageUrl\n  }\n  faqItems {\n    id\n    question\n    answer\n  }\n}": types.SiteIdentityDocument,
    "query AdminSiteSettings {\n  siteSettings {\n    ...SiteSettingsFields\n  }\n  faqItems {\n    ...FaqItemFields\n  }\n}": types.AdminSiteSettingsDocument,
    "mutation CreateFaqItem($input: CreateFaqItemInput!) {\n  createFaqItem(input: $input) {\n    ...FaqItemFields\n  }\n}": types.CreateFaqItemDocument,
    "mutation DeleteFaqItem($id: Int!) {\n  deleteFaqItem(id: $id) {\n    id\n  }\n}": types.DeleteFaqItemDocument,
    "fragment FaqItemFields on FaqItem {\n  id\n  question\n  answer\n  sort\n  version\n}": types.FaqItemFieldsFragmentDoc,
    "fragment SiteSettingsFields on SiteSettings {\n  supportPhone\n  parentUrl\n  instagramUrl\n  telegramUrl\n  whatsappUrl\n  baleUrl\n  eitaaUrl\n  workingHours\n  address\n  enamadUrl\n  enamadImageUrl\n  samandehiUrl\n  samandehiImageUrl\n  version\n}": types.SiteSettingsFieldsFragmentDoc,
    "mutation SortFaqItems($ids: [Int!]!) {\n  sortFaqItems(ids: $ids) {\n    ...FaqItemFields\n  }\n}": types.SortFaqItemsDocument,
    "mutation UpdateFaqItem($id: Int!, $input: UpdateFaqItemInput!) {\n  updateFaqItem(id: $id, input: $input) {\n    ...FaqItemFields\n  }\n}": types.UpdateFaqItemDocument,
    "mutation UpdateSiteSettings($input: UpdateSiteSettingsInput!) {\n  updateSiteSettings(input: $input) {\n    ...SiteSettingsFields\n  }\n}": types.UpdateSiteSettingsDocument,
    "fragment AdminThemeFields on Theme {\n  id\n  version\n  title\n  link\n  shortDescription\n  fullDescription\n  imageUrl\n  mobileImageUrl\n  plans {\n    id\n  }\n  categories {\n    id\n  }\n}": types.AdminThemeFieldsFragmentDoc,
    "query AdminTheme($id: Int!) {\n  theme(id: $id) {\n    ...AdminThemeFields\n  }\n}": types.AdminThemeDocument,
    "query AdminThemes {\n  themes {\n    id\n    title\n    link\n    shortDescription\n    imageUrl\n    sort\n  }\n}": types.AdminThemesDocument,
    "mutation CreateTheme($input: CreateThemeInput!, $image: Upload, $mobileImage: Upload) {\n  createTheme(input: $input, image: $image, mobileImage: $mobileImage) {\n    id\n    title\n  }\n}": types.CreateThemeDocument,
    "mutation SortTheme($id: Int!, $sort: Int!) {\n  sortTheme(id: $id, sort: $sort) {\n    id\n    sort\n  }\n}": types.SortThemeDocument,
    "query ThemeFormOptions {\n  plans {\n    id\n    title\n  }\n  categories {\n    id\n    title\n  }\n}": types.ThemeFormOptionsDocument,
    "mutation UpdateTheme($id: Int!, $input: UpdateThemeInput!, $image: Upload, $mobileImage: Upload) {\n  updateTheme(id: $id, input: $input, image: $image, mobileImage: $mobileImage) {\n    ...AdminThemeFields\n  }\n}": types.UpdateThemeDocument,
    "query CatalogueThemes($categoryId: Int, $planId: Int) {\n  themes(categoryId: $categoryId, planId: $planId) {\n    id\n    title\n    link\n    shortDescription\n    imageUrl\n    mobileImageUrl\n    plans {\n      id\n      title\n    }\n    categories {\n      id\n      title\n    }\n  }\n}": types.CatalogueThemesDocument,
    "query ThemeFilterOptions {\n  categories {\n    id\n    title\n  }\n  plans {\n    id\n    title\n  }\n}": types.ThemeFilterOptionsDocument,
    "query ThemePage($id: Int!) {\n  publicTheme(id: $id) {\n    id\n    title\n    link\n    shortDescription\n    fullDescription\n    imageUrl\n    mobileImageUrl\n    plans {\n      id\n      title\n      listPrice\n      price\n    }\n    categories {\n      id\n      title\n    }\n  }\n}": types.ThemePageDocument,
    "query AdminDeactivation($id: Int!) {\n  adminDeactivation(id: $id) {\n    admin {\n      id\n    }\n    openRequests\n    followUps\n    apiTokens {\n      id\n      name\n      prefix\n      expiresAt\n      lastUsedAt\n    }\n    webhookEndpoints {\n      id\n      url\n      enabled\n    }\n  }\n}": types.AdminDeactivationDocument,
    "fragment AdminUserFields on Admin {\n  id\n  name\n  family\n  email\n  phone\n  roles\n  version\n  onDuty\n  active\n  deactivatedAt\n}": types.AdminUserFieldsFragmentDoc,
    "query AdminUserList {\n  admins {\n    ...AdminUserFields\n    twoFactorEnabled\n  }\n}": types.AdminUserListDocument,
    "query AdminUser($id: Int!) {\n  admin(id: $id) {\n    ...AdminUserFields\n  }\n}": types.AdminUserDocument,
    "mutation CreateAdmin($input: CreateAdminInput!) {\n  createAdmin(input: $input) {\n    ...AdminUserFields\n  }\n}": types.CreateAdminDocument,
    "mutation DeactivateAdmin($id: Int!, $input: DeactivateAdminInput) {\n  deactivateAdmin(id: $id, input: $input) {\n    ...AdminUserFields\n  }\n}": types.DeactivateAdminDocument,
    "mutation ReactivateAdmin($id: Int!) {\n  reactivateAdmin(id: $id) {\n    ...AdminUserFields\n  }\n}": types.ReactivateAdminDocument,
    "mutation ResetAdminTwoFactor($id: Int!) {\n  resetAdminTwoFactor(id: $id) {\n    id\n    twoFactorEnabled\n  }\n}": types.ResetAdminTwoFactorDocument,
    "mutation SetAdminOnDuty($id: Int!, $onDuty: Boolean!) {\n  setAdminOnDuty(id: $id, onDuty: $onDuty) {\n    id\n    onDuty\n  }\n}": types.SetAdminOnDutyDocument,
    "mutation UnlockAdmin($id: Int!) {\n  unlockAdmin(id: $id) {\n    id\n  }\n}": types.UnlockAdminDocument,
    "mutation UpdateAdmin($id: Int!, $input: UpdateAdminInput!) {\n  updateAdmin(id: $id, input: $input) {\n    ...AdminUserFields\n    accessToken\n  }\n}": types.UpdateAdminDocument,
    "mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    ...WebhookEndpointFields\n  }\n}": types.CreateWebhookEndpointDocument,
    "mutation DeleteWebhookEndpoint($id: Int!) {\n  deleteWebhookEndpoint(id: $id) {\n    id\n  }\n}": types.DeleteWebhookEndpointDocument,
    "mutation RedeliverWebhook($id: Int!) {\n  redeliverWebhook(id: $id) {\n    ...WebhookDeliveryFields\n  }\n}": types.RedeliverWebhookDocument,
    "mutation RotateWebhookSecret($id: Int!) {\n  rotateWebhookSecret(id: $id) {\n    ...WebhookEndpointFields\n  }\n}": types.RotateWebhookSecretDocument,
    "mutation SendTestWebhook($endpointId: Int!) {\n  sendTestWebhook(endpointId: $endpointId) {\n    ...WebhookDeliveryFields\n  }\n}": types.SendTestWebhookDocument,
    "mutation UpdateWebhookEndpoint($id: Int!, $input: UpdateWebhookEndpointInput!) {\n  updateWebhookEndpoint(id: $id, input: $input) {\n    ...WebhookEndpointFields\n  }\n}": types.UpdateWebhookEndpointDocument,
    "query WebhookDeliveries($endpointId: Int!, $page: Int) {\n  webhookDeliveries(endpointId: $endpointId, page: $page) {\n    currentPage\n    lastPage\n    total\n    items {\n      ...WebhookDeliveryFields\n    }\n  }\n}": types.WebhookDeliveriesDocument,
    "fragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  endpointId\n  messageId\n  eventType\n  status\n  attempts\n  nextAttemptAt\n  lastAttemptAt\n  lastStatusCode\n  lastDurationMs\n  lastResponse\n  lastError\n  createdAt\n}": types.WebhookDeliveryFieldsFragmentDoc,
    "fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  description\n  events\n  enabled\n  disabledReason\n  secret\n  previousSecretUntil\n  failedDeliveries\n  createdAt\n}": types.WebhookEndpointFieldsFragmentDoc,
    "query WebhookEndpoints {\n  webhookEndpoints {\n    ...WebhookEndpointFields\n  }\n}": types.WebhookEndpointsDocument,
    "fragment AdminWorkSampleFields on WorkSample {\n  id\n  domainName\n  title\n  description\n  imageUrl\n  isActive\n  version\n  plans {\n    id\n  }\n}": types.AdminWorkSampleFieldsFragmentDoc,
    "query AdminWorkSample($id: Int!) {\n  workSample(id: $id) {\n    ...AdminWorkSampleFields\n  }\n}": types.AdminWorkSampleDocument,
    "query AdminWorkSamples($page: Int, $search: String) {\n  adminWorkSamples(page: $page, search: $search) {\n    items {\n      id\n      domainName\n      title\n      shortDescription\n      imageUrl\n      isActive\n    }\n    currentPage\n    lastPage\n  }\n}": types.AdminWorkSamplesDocument,
    "mutation CreateWorkSample($input: CreateWorkSampleInput!, $image: Upload) {\n  createWorkSample(input: $input, image: $image) {\n    id\n  }\n}": types.CreateWorkSampleDocument,
    "mutation DeleteWorkSample($id: Int!) {\n  deleteWorkSample(id: $id) {\n    id\n  }\n}": types.DeleteWorkSampleDocument,
    "mutation RestoreWorkSample($id: Int!) {\n  restoreWorkSample(id: $id) {\n    id\n  }\n}": types.RestoreWorkSampleDocument,
    "mutation UpdateWorkSample($id: Int!, $input: UpdateWorkSampleInput!, $image: Upload) {\n  updateWorkSample(id: $id, input: $input, image: $image) {\n    ...AdminWorkSampleFields\n  }\n}": types.UpdateWorkSampleDocument,
    "query WorkSamplePlanOptions {\n  plans {\n    id\n    title\n  }\n}": types.WorkSamplePlanOptionsDocument,
    "query PublicWorkSamples($page: Int, $perPage: Int) {\n  workSamples(page: $page, perPage: $perPage) {\n    items {\n      id\n      title\n      domainName\n      description\n      shortDescription\n      imageUrl\n      plans {\n        id\n        title\n      }\n    }\n    currentPage\n    lastPage\n    total\n    perPage\n  }\n}": types.PublicWorkSamplesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ActivityLog($adminId: Int, $entityType: ActivityEntity, $from: String, $to: String, $page: Int) {\n  activityLog(\n    adminId: $adminId\n    entityType: $entityType\n    from: $from\n    to: $to\n    page: $page\n  ) {\n    currentPage\n    lastPage\n    total\n    items {\n      id\n      action\n      entityType\n      entityId\n      label\n      before\n      after\n      createdAt\n      apiTokenName\n      admin {\n        id\n        name\n        family\n      }\n    }\n  }\n}"): (typeof documents)["query ActivityLog($adminId: Int, $entityType: ActivityEntity, $from: String, $to: String, $page: Int) {\n  activityLog(\n    adminId: $adminId\n    entityType: $entityType\n    from: $from\n    to: $to\n    page: $page\n  ) {\n    currentPage\n    lastPage\n    total\n    items {\n      id\n      action\n      entityType\n      entityId\n      label\n      before\n      after\n      createdAt\n      apiTokenName\n      admin {\n        id\n        name\n        family\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ApiTokenFields on ApiToken {\n  id\n  name\n  prefix\n  scopes\n  expiresAt\n  revokedAt\n  lastUsedAt\n  lastUsedIp\n  createdAt\n}"): (typeof documents)["fragment ApiTokenFields on ApiToken {\n  id\n  name\n  prefix\n  scopes\n  expiresAt\n  revokedAt\n  lastUsedAt\n  lastUsedIp\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiTokens {\n  apiTokens {\n    ...ApiTokenFields\n  }\n}"): (typeof documents)["query ApiTokens {\n  apiTokens {\n    ...ApiTokenFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    secret\n    token {\n      ...ApiTokenFields\n    }\n  }\n}"): (typeof documents)["mutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    secret\n    token {\n      ...ApiTokenFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeApiToken($id: Int!) {\n  revokeApiToken(id: $id) {\n    ...ApiTokenFields\n  }\n}"): (typeof documents)["mutation RevokeApiToken($id: Int!) {\n  revokeApiToken(id: $id) {\n    ...ApiTokenFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BeginLoginTwoFactorSetup($challenge: String!) {\n  beginLoginTwoFactorSetup(challenge: $challenge) {\n    ...TwoFactorSetupFields\n  }\n}"): (typeof documents)["mutation BeginLoginTwoFactorSetup($challenge: String!) {\n  beginLoginTwoFactorSetup(challenge: $challenge) {\n    ...TwoFactorSetupFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BeginTwoFactorSetup {\n  beginTwoFactorSetup {\n    ...TwoFactorSetupFields\n  }\n}"): (typeof documents)["mutation BeginTwoFactorSetup {\n  beginTwoFactorSetup {\n    ...TwoFactorSetupFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmTwoFactorSetup($input: TwoFactorCodeInput!) {\n  confirmTwoFactorSetup(input: $input) {\n    recoveryCodes\n  }\n}"): (typeof documents)["mutation ConfirmTwoFactorSetup($input: TwoFactorCodeInput!) {\n  confirmTwoFactorSetup(input: $input) {\n    recoveryCodes\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableTwoFactor($input: TwoFactorCodeInput!) {\n  disableTwoFactor(input: $input)\n}"): (typeof documents)["mutation DisableTwoFactor($input: TwoFactorCodeInput!) {\n  disableTwoFactor(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...SessionUser\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...SessionUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefreshToken {\n  refreshToken {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation RefreshToken {\n  refreshToken {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on Admin {\n  id\n  name\n  family\n  email\n  roles\n}"): (typeof documents)["fragment SessionUser on Admin {\n  id\n  name\n  family\n  email\n  roles\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TwoFactorSetupFields on TwoFactorSetup {\n  secret\n  otpauthUrl\n  qrCode\n}"): (typeof documents)["fragment TwoFactorSetupFields on TwoFactorSetup {\n  secret\n  otpauthUrl\n  qrCode\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TwoFactorStatus {\n  twoFactorStatus {\n    enabled\n    required\n    enabledAt\n    recoveryCodesLeft\n  }\n}"): (typeof documents)["query TwoFactorStatus {\n  twoFactorStatus {\n    enabled\n    required\n    enabledAt\n    recoveryCodesLeft\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyLogin($input: VerifyLoginInput!) {\n  verifyLogin(input: $input) {\n    accessToken\n    recoveryCodes\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation VerifyLogin($input: VerifyLoginInput!) {\n  verifyLogin(input: $input) {\n    accessToken\n    recoveryCodes\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCategoryList {\n  categories {\n    ...CategoryFields\n  }\n}"): (typeof documents)["query AdminCategoryList {\n  categories {\n    ...CategoryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCategory($id: Int!) {\n  category(id: $id) {\n    ...CategoryFields\n  }\n}"): (typeof documents)["query AdminCategory($id: Int!) {\n  category(id: $id) {\n    ...CategoryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CategoryFields on Category {\n  id\n  title\n  imageUrl\n  version\n}"): (typeof documents)["fragment CategoryFields on Category {\n  id\n  title\n  imageUrl\n  version\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CategoryUsage($id: Int!) {\n  categoryUsage(id: $id) {\n    themes\n  }\n}"): (typeof documents)["query CategoryUsage($id: Int!) {\n  categoryUsage(id: $id) {\n    themes\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCategory($input: CreateCategoryInput!, $image: Upload) {\n  createCategory(input: $input, image: $image) {\n    ...CategoryFields\n  }\n}"): (typeof documents)["mutation CreateCategory($input: CreateCategoryInput!, $image: Upload) {\n  createCategory(input: $input, image: $image) {\n    ...CategoryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCategory($id: Int!) {\n  deleteCategory(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteCategory($id: Int!) {\n  deleteCategory(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestoreCategory($id: Int!) {\n  restoreCategory(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation RestoreCategory($id: Int!) {\n  restoreCategory(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCategory($id: Int!, $input: UpdateCategoryInput!, $image: Upload) {\n  updateCategory(id: $id, input: $input, image: $image) {\n    ...CategoryFields\n  }\n}"): (typeof documents)["mutation UpdateCategory($id: Int!, $input: UpdateCategoryInput!, $image: Upload) {\n  updateCategory(id: $id, input: $input, image: $image) {\n    ...CategoryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCustomer($id: Int!) {\n  customer(id: $id) {\n    ...CustomerFields\n  }\n}"): (typeof documents)["query AdminCustomer($id: Int!) {\n  customer(id: $id) {\n    ...CustomerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCustomers($page: Int, $perPage: Int, $search: String, $status: CustomerStatus, $sort: SortDirection) {\n  customers(\n    page: $page\n    perPage: $perPage\n    search: $search\n    status: $status\n    sort: $sort\n  ) {\n    currentPage\n    lastPage\n    total\n    items {\n      id\n      name\n      family\n      phone\n      email\n      description\n      createdAt\n      activeCustomerPlansCount\n      inactiveCustomerPlansCount\n    }\n  }\n}"): (typeof documents)["query AdminCustomers($page: Int, $perPage: Int, $search: String, $status: CustomerStatus, $sort: SortDirection) {\n  customers(\n    page: $page\n    perPage: $perPage\n    search: $search\n    status: $status\n    sort: $sort\n  ) {\n    currentPage\n    lastPage\n    total\n    items {\n      id\n      name\n      family\n      phone\n      email\n      description\n      createdAt\n      activeCustomerPlansCount\n      inactiveCustomerPlansCount\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCustomer($input: CreateCustomerInput!) {\n  createCustomer(input: $input) {\n    ...CustomerFields\n  }\n}"): (typeof documents)["mutation CreateCustomer($input: CreateCustomerInput!) {\n  createCustomer(input: $input) {\n    ...CustomerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CustomerFields on Customer {\n  id\n  name\n  family\n  email\n  phone\n  description\n  version\n}"): (typeof documents)["fragment CustomerFields on Customer {\n  id\n  name\n  family\n  email\n  phone\n  description\n  version\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomersWithEmail($search: String!) {\n  customers(search: $search, perPage: 5) {\n    items {\n      id\n      name\n      family\n      email\n    }\n  }\n}"): (typeof documents)["query CustomersWithEmail($search: String!) {\n  customers(search: $search, perPage: 5) {\n    items {\n      id\n      name\n      family\n      email\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCustomer($id: Int!) {\n  deleteCustomer(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteCustomer($id: Int!) {\n  deleteCustomer(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestoreCustomer($id: Int!) {\n  restoreCustomer(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation RestoreCustomer($id: Int!) {\n  restoreCustomer(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCustomer($id: Int!, $input: UpdateCustomerInput!) {\n  updateCustomer(id: $id, input: $input) {\n    ...CustomerFields\n  }\n}"): (typeof documents)["mutation UpdateCustomer($id: Int!, $input: UpdateCustomerInput!) {\n  updateCustomer(id: $id, input: $input) {\n    ...CustomerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCustomerPlan($input: CreateCustomerPlanInput!) {\n  createCustomerPlan(input: $input) {\n    id\n    customerId\n  }\n}"): (typeof documents)["mutation CreateCustomerPlan($input: CreateCustomerPlanInput!) {\n  createCustomerPlan(input: $input) {\n    id\n    customerId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CustomerPlanChoices on Query {\n  plans {\n    id\n    title\n  }\n  themes {\n    id\n    title\n  }\n}"): (typeof documents)["fragment CustomerPlanChoices on Query {\n  plans {\n    id\n    title\n  }\n  themes {\n    id\n    title\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CustomerPlanFields on CustomerPlan {\n  id\n  customerId\n  planId\n  themeId\n  domainName\n  orderDate\n  expireDate\n  description\n  paid\n  isActive\n  version\n}"): (typeof documents)["fragment CustomerPlanFields on CustomerPlan {\n  id\n  customerId\n  planId\n  themeId\n  domainName\n  orderDate\n  expireDate\n  description\n  paid\n  isActive\n  version\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomerPlanList($customerId: Int!) {\n  customer(id: $customerId) {\n    id\n    name\n    family\n  }\n  customerPlans(customerId: $customerId) {\n    id\n    domainName\n    orderDate\n    expireDate\n    description\n    paid\n    isActive\n    themeId\n    plan {\n      id\n      title\n    }\n    customer {\n      id\n      name\n      family\n    }\n  }\n}"): (typeof documents)["query CustomerPlanList($customerId: Int!) {\n  customer(id: $customerId) {\n    id\n    name\n    family\n  }\n  customerPlans(customerId: $customerId) {\n    id\n    domainName\n    orderDate\n    expireDate\n    description\n    paid\n    isActive\n    themeId\n    plan {\n      id\n      title\n    }\n    customer {\n      id\n      name\n      family\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EditCustomerPlan($id: Int!) {\n  customerPlan(id: $id) {\n    ...CustomerPlanFields\n    customer {\n      id\n      name\n      family\n      phone\n    }\n  }\n  ...CustomerPlanChoices\n}"): (typeof documents)["query EditCustomerPlan($id: Int!) {\n  customerPlan(id: $id) {\n    ...CustomerPlanFields\n    customer {\n      id\n      name\n      family\n      phone\n    }\n  }\n  ...CustomerPlanChoices\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NewCustomerPlan($customerId: Int!) {\n  customer(id: $customerId) {\n    id\n    name\n    family\n    phone\n  }\n  ...CustomerPlanChoices\n}"): (typeof documents)["query NewCustomerPlan($customerId: Int!) {\n  customer(id: $customerId) {\n    id\n    name\n    family\n    phone\n  }\n  ...CustomerPlanChoices\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveCustomerPlan($id: Int!) {\n  removeCustomerPlan(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation RemoveCustomerPlan($id: Int!) {\n  removeCustomerPlan(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestoreCustomerPlan($id: Int!) {\n  restoreCustomerPlan(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation RestoreCustomerPlan($id: Int!) {\n  restoreCustomerPlan(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevealCustomerPlanAccess($id: Int!) {\n  revealCustomerPlanAccess(id: $id)\n}"): (typeof documents)["mutation RevealCustomerPlanAccess($id: Int!) {\n  revealCustomerPlanAccess(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCustomerPlan($id: Int!, $input: UpdateCustomerPlanInput!) {\n  updateCustomerPlan(id: $id, input: $input) {\n    ...CustomerPlanFields\n  }\n}"): (typeof documents)["mutation UpdateCustomerPlan($id: Int!, $input: UpdateCustomerPlanInput!) {\n  updateCustomerPlan(id: $id, input: $input) {\n    ...CustomerPlanFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminDashboard {\n  dashboard {\n    ordersByStatus {\n      status\n      count\n    }\n    totalOrders\n    newestPendingOrders {\n      id\n      fullName\n      phoneNumber\n      createdAt\n      firstContactOverdue\n    }\n    expiringCustomerPlans {\n      id\n      domainName\n      expireDate\n      customerId\n      customer {\n        id\n        name\n        family\n      }\n      plan {\n        id\n        title\n      }\n    }\n    expiringCustomerPlansCount\n    activeCustomerPlans\n    inactiveCustomerPlans\n    customers\n  }\n}"): (typeof documents)["query AdminDashboard {\n  dashboard {\n    ordersByStatus {\n      status\n      count\n    }\n    totalOrders\n    newestPendingOrders {\n      id\n      fullName\n      phoneNumber\n      createdAt\n      firstContactOverdue\n    }\n    expiringCustomerPlans {\n      id\n      domainName\n      expireDate\n      customerId\n      customer {\n        id\n        name\n        family\n      }\n      plan {\n        id\n        title\n      }\n    }\n    expiringCustomerPlansCount\n    activeCustomerPlans\n    inactiveCustomerPlans\n    customers\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FirstContactFigures on FirstContactOwnerStats {\n  ownerId\n  requests\n  contacted\n  withinTarget\n  measured\n  withinTargetShare\n  medianMinutes\n  p90Minutes\n}\n\nquery FirstContactStats($from: String, $to: String) {\n  firstContactStats(from: $from, to: $to) {\n    targetMinutes\n    from\n    to\n    waiting\n    overdue\n    total {\n      ...FirstContactFigures\n    }\n    owners {\n      ...FirstContactFigures\n      owner {\n        id\n        name\n        family\n      }\n    }\n  }\n}"): (typeof documents)["fragment FirstContactFigures on FirstContactOwnerStats {\n  ownerId\n  requests\n  contacted\n  withinTarget\n  measured\n  withinTargetShare\n  medianMinutes\n  p90Minutes\n}\n\nquery FirstContactStats($from: String, $to: String) {\n  firstContactStats(from: $from, to: $to) {\n    targetMinutes\n    from\n    to\n    waiting\n    overdue\n    total {\n      ...FirstContactFigures\n    }\n    owners {\n      ...FirstContactFigures\n      owner {\n        id\n        name\n        family\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RequestBucketFields on RequestBucket {\n  start\n  jalaliYear\n  jalaliMonth\n  jalaliDay\n  count\n}\n\nfragment ConversionRowFields on ConversionRow {\n  id\n  title\n  requests\n  converted\n}"): (typeof documents)["fragment RequestBucketFields on RequestBucket {\n  start\n  jalaliYear\n  jalaliMonth\n  jalaliDay\n  count\n}\n\nfragment ConversionRowFields on ConversionRow {\n  id\n  title\n  requests\n  converted\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RequestTrends {\n  requestTrends {\n    weeks {\n      ...RequestBucketFields\n    }\n    months {\n      ...RequestBucketFields\n    }\n    requests\n    converted\n    byPlan {\n      ...ConversionRowFields\n    }\n    byTheme {\n      ...ConversionRowFields\n    }\n  }\n}"): (typeof documents)["query RequestTrends {\n  requestTrends {\n    weeks {\n      ...RequestBucketFields\n    }\n    months {\n      ...RequestBucketFields\n    }\n    requests\n    converted\n    byPlan {\n      ...ConversionRowFields\n    }\n    byTheme {\n      ...ConversionRowFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminFeatureList {\n  features {\n    ...AdminFeatureRow\n  }\n}"): (typeof documents)["query AdminFeatureList {\n  features {\n    ...AdminFeatureRow\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminFeatureRow on Feature {\n  id\n  title\n  sort\n  isPrimary\n  isHeading\n  version\n}"): (typeof documents)["fragment AdminFeatureRow on Feature {\n  id\n  title\n  sort\n  isPrimary\n  isHeading\n  version\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminFeature($id: Int!) {\n  feature(id: $id) {\n    ...AdminFeatureRow\n  }\n}"): (typeof documents)["query AdminFeature($id: Int!) {\n  feature(id: $id) {\n    ...AdminFeatureRow\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateFeature($input: CreateFeatureInput!) {\n  createFeature(input: $input) {\n    ...AdminFeatureRow\n  }\n}"): (typeof documents)["mutation CreateFeature($input: CreateFeatureInput!) {\n  createFeature(input: $input) {\n    ...AdminFeatureRow\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteFeature($id: Int!) {\n  deleteFeature(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteFeature($id: Int!) {\n  deleteFeature(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestoreFeature($id: Int!) {\n  restoreFeature(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation RestoreFeature($id: Int!) {\n  restoreFeature(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetFeaturePrimary($id: Int!, $isPrimary: Boolean!) {\n  setFeaturePrimary(id: $id, isPrimary: $isPrimary) {\n    id\n    isPrimary\n  }\n}"): (typeof documents)["mutation SetFeaturePrimary($id: Int!, $isPrimary: Boolean!) {\n  setFeaturePrimary(id: $id, isPrimary: $isPrimary) {\n    id\n    isPrimary\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SortFeature($id: Int!, $sort: Int!) {\n  sortFeature(id: $id, sort: $sort) {\n    id\n    sort\n  }\n}"): (typeof documents)["mutation SortFeature($id: Int!, $sort: Int!) {\n  sortFeature(id: $id, sort: $sort) {\n    id\n    sort\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateFeature($id: Int!, $input: UpdateFeatureInput!) {\n  updateFeature(id: $id, input: $input) {\n    id\n    title\n    isHeading\n  }\n}"): (typeof documents)["mutation UpdateFeature($id: Int!, $input: UpdateFeatureInput!) {\n  updateFeature(id: $id, input: $input) {\n    id\n    title\n    isHeading\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotificationSettings {\n  myPreferences {\n    notifyAssignedEmail\n    notifyAssignedSms\n    notifyOverdueEmail\n    notifyOverdueSms\n    notifyOffHours\n  }\n  myNotificationChannels {\n    email\n    mobile\n    emailAvailable\n    smsAvailable\n  }\n}"): (typeof documents)["query NotificationSettings {\n  myPreferences {\n    notifyAssignedEmail\n    notifyAssignedSms\n    notifyOverdueEmail\n    notifyOverdueSms\n    notifyOffHours\n  }\n  myNotificationChannels {\n    email\n    mobile\n    emailAvailable\n    smsAvailable\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateNotificationSettings($input: UpdatePreferencesInput!) {\n  updateMyPreferences(input: $input) {\n    alertSound\n    notifyAssignedEmail\n    notifyAssignedSms\n    notifyOverdueEmail\n    notifyOverdueSms\n    notifyOffHours\n  }\n}"): (typeof documents)["mutation UpdateNotificationSettings($input: UpdatePreferencesInput!) {\n  updateMyPreferences(input: $input) {\n    alertSound\n    notifyAssignedEmail\n    notifyAssignedSms\n    notifyOverdueEmail\n    notifyOverdueSms\n    notifyOffHours\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddOrderNote($input: AddOrderNoteInput!) {\n  addOrderNote(input: $input) {\n    entry {\n      ...OrderCallEntry\n    }\n    order {\n      ...AdminOrderRow\n    }\n  }\n}"): (typeof documents)["mutation AddOrderNote($input: AddOrderNoteInput!) {\n  addOrderNote(input: $input) {\n    entry {\n      ...OrderCallEntry\n    }\n    order {\n      ...AdminOrderRow\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminOrderPage($id: Int!) {\n  order(id: $id) {\n    ...AdminOrderRow\n    channel\n    history {\n      id\n      kind\n      at\n      authorToken\n      channel\n      previousStatus\n      status\n      customerId\n      webhookEvent\n      webhookEndpoint\n      author {\n        id\n        name\n        family\n      }\n      owner {\n        id\n        name\n        family\n      }\n      customer {\n        id\n        name\n        family\n      }\n    }\n  }\n}"): (typeof documents)["query AdminOrderPage($id: Int!) {\n  order(id: $id) {\n    ...AdminOrderRow\n    channel\n    history {\n      id\n      kind\n      at\n      authorToken\n      channel\n      previousStatus\n      status\n      customerId\n      webhookEvent\n      webhookEndpoint\n      author {\n        id\n        name\n        family\n      }\n      owner {\n        id\n        name\n        family\n      }\n      customer {\n        id\n        name\n        family\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminOrderRow on Order {\n  id\n  reference\n  fullName\n  phoneNumber\n  description\n  shortDescription\n  status\n  version\n  createdAt\n  operator {\n    id\n    name\n    family\n  }\n  isNew\n  firstContactAt\n  firstContactOverdue\n  firstContactDueAt\n  nextCallAt\n  owner {\n    id\n    name\n    family\n  }\n  themeId\n  planId\n  theme {\n    id\n    title\n  }\n  plan {\n    id\n    title\n  }\n  customer {\n    id\n    name\n    family\n  }\n  existingCustomer {\n    id\n    name\n    family\n  }\n  earlierRequests\n}"): (typeof documents)["fragment AdminOrderRow on Order {\n  id\n  reference\n  fullName\n  phoneNumber\n  description\n  shortDescription\n  status\n  version\n  createdAt\n  operator {\n    id\n    name\n    family\n  }\n  isNew\n  firstContactAt\n  firstContactOverdue\n  firstContactDueAt\n  nextCallAt\n  owner {\n    id\n    name\n    family\n  }\n  themeId\n  planId\n  theme {\n    id\n    title\n  }\n  plan {\n    id\n    title\n  }\n  customer {\n    id\n    name\n    family\n  }\n  existingCustomer {\n    id\n    name\n    family\n  }\n  earlierRequests\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminOrder($id: Int!) {\n  order(id: $id) {\n    ...AdminOrderRow\n  }\n}"): (typeof documents)["query AdminOrder($id: Int!) {\n  order(id: $id) {\n    ...AdminOrderRow\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminOrders($page: Int, $perPage: Int, $search: String, $status: OrderStatus, $owner: OrderOwnerFilter, $fromCustomers: Boolean) {\n  orders(\n    page: $page\n    perPage: $perPage\n    search: $search\n    status: $status\n    owner: $owner\n    fromCustomers: $fromCustomers\n  ) {\n    currentPage\n    lastPage\n    total\n    items {\n      ...AdminOrderRow\n    }\n  }\n}"): (typeof documents)["query AdminOrders($page: Int, $perPage: Int, $search: String, $status: OrderStatus, $owner: OrderOwnerFilter, $fromCustomers: Boolean) {\n  orders(\n    page: $page\n    perPage: $perPage\n    search: $search\n    status: $status\n    owner: $owner\n    fromCustomers: $fromCustomers\n  ) {\n    currentPage\n    lastPage\n    total\n    items {\n      ...AdminOrderRow\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignOrder($id: Int!, $ownerId: Int, $expectedOwnerId: Int) {\n  assignOrder(id: $id, ownerId: $ownerId, expectedOwnerId: $expectedOwnerId) {\n    ...AdminOrderRow\n  }\n}"): (typeof documents)["mutation AssignOrder($id: Int!, $ownerId: Int, $expectedOwnerId: Int) {\n  assignOrder(id: $id, ownerId: $ownerId, expectedOwnerId: $expectedOwnerId) {\n    ...AdminOrderRow\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsDue($page: Int, $owner: OrderOwnerFilter) {\n  callsDue(page: $page, owner: $owner) {\n    currentPage\n    lastPage\n    total\n    items {\n      ...AdminOrderRow\n    }\n  }\n}"): (typeof documents)["query CallsDue($page: Int, $owner: OrderOwnerFilter) {\n  callsDue(page: $page, owner: $owner) {\n    currentPage\n    lastPage\n    total\n    items {\n      ...AdminOrderRow\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeOrderStatus($id: Int!, $status: OrderStatus!, $expectedStatus: OrderStatus) {\n  changeOrderStatus(id: $id, status: $status, expectedStatus: $expectedStatus) {\n    ...AdminOrderRow\n  }\n}"): (typeof documents)["mutation ChangeOrderStatus($id: Int!, $status: OrderStatus!, $expectedStatus: OrderStatus) {\n  changeOrderStatus(id: $id, status: $status, expectedStatus: $expectedStatus) {\n    ...AdminOrderRow\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConvertOrderToCustomer($id: Int!, $input: CreateCustomerInput!) {\n  convertOrderToCustomer(id: $id, input: $input) {\n    ...AdminOrderRow\n  }\n}"): (typeof documents)["mutation ConvertOrderToCustomer($id: Int!, $input: CreateCustomerInput!) {\n  convertOrderToCustomer(id: $id, input: $input) {\n    ...AdminOrderRow\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateStaffOrder($input: CreateOrderInput!) {\n  createStaffOrder(input: $input) {\n    ...AdminOrderRow\n  }\n}"): (typeof documents)["mutation CreateStaffOrder($input: CreateOrderInput!) {\n  createStaffOrder(input: $input) {\n    ...AdminOrderRow\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LinkOrderToCustomer($id: Int!, $customerId: Int!) {\n  linkOrderToCustomer(id: $id, customerId: $customerId) {\n    ...AdminOrderRow\n  }\n}"): (typeof documents)["mutation LinkOrderToCustomer($id: Int!, $customerId: Int!) {\n  linkOrderToCustomer(id: $id, customerId: $customerId) {\n    ...AdminOrderRow\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LiveCatchUp($after: Int) {\n  liveCatchUp(after: $after) {\n    next\n    complete\n    events {\n      kind\n      orderId\n      actorId\n      sequence\n      order {\n        ...AdminOrderRow\n      }\n    }\n  }\n}"): (typeof documents)["query LiveCatchUp($after: Int) {\n  liveCatchUp(after: $after) {\n    next\n    complete\n    events {\n      kind\n      orderId\n      actorId\n      sequence\n      order {\n        ...AdminOrderRow\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogOrderCall($input: LogOrderCallInput!) {\n  logOrderCall(input: $input) {\n    entry {\n      ...OrderCallEntry\n    }\n    order {\n      ...AdminOrderRow\n    }\n  }\n}"): (typeof documents)["mutation LogOrderCall($input: LogOrderCallInput!) {\n  logOrderCall(input: $input) {\n    entry {\n      ...OrderCallEntry\n    }\n    order {\n      ...AdminOrderRow\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkOrderSeen($id: Int!) {\n  markOrderSeen(id: $id) {\n    id\n    isNew\n  }\n}"): (typeof documents)["mutation MarkOrderSeen($id: Int!) {\n  markOrderSeen(id: $id) {\n    id\n    isNew\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OfficeHours {\n  officeHours {\n    targetMinutes\n    days {\n      weekday\n      open\n      close\n    }\n    holidays\n  }\n}"): (typeof documents)["query OfficeHours {\n  officeHours {\n    targetMinutes\n    days {\n      weekday\n      open\n      close\n    }\n    holidays\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderAlerts {\n  orderAlerts {\n    unhandled\n    unseen\n  }\n}"): (typeof documents)["query OrderAlerts {\n  orderAlerts {\n    unhandled\n    unseen\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderCallEntry on OrderCall {\n  id\n  orderId\n  kind\n  outcome\n  note\n  nextCallAt\n  createdAt\n  authorToken\n  author {\n    id\n    name\n    family\n  }\n}"): (typeof documents)["fragment OrderCallEntry on OrderCall {\n  id\n  orderId\n  kind\n  outcome\n  note\n  nextCallAt\n  createdAt\n  authorToken\n  author {\n    id\n    name\n    family\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription OrderEvents {\n  orderEvents {\n    kind\n    orderId\n    actorId\n    sequence\n    order {\n      ...AdminOrderRow\n    }\n  }\n}"): (typeof documents)["subscription OrderEvents {\n  orderEvents {\n    kind\n    orderId\n    actorId\n    sequence\n    order {\n      ...AdminOrderRow\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderOwnerChoices {\n  admins {\n    id\n    name\n    family\n    active\n  }\n}"): (typeof documents)["query OrderOwnerChoices {\n  admins {\n    id\n    name\n    family\n    active\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderTimeline($orderId: Int!) {\n  orderTimeline(orderId: $orderId) {\n    ...OrderCallEntry\n  }\n}"): (typeof documents)["query OrderTimeline($orderId: Int!) {\n  orderTimeline(orderId: $orderId) {\n    ...OrderCallEntry\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TakeOrder($id: Int!) {\n  takeOrder(id: $id) {\n    ...AdminOrderRow\n  }\n}"): (typeof documents)["mutation TakeOrder($id: Int!) {\n  takeOrder(id: $id) {\n    ...AdminOrderRow\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    id\n    message\n    reference\n  }\n}"): (typeof documents)["mutation CreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    id\n    message\n    reference\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminPlanFields on Plan {\n  id\n  version\n  title\n  listPrice\n  price\n  hostingSpaceGb\n}"): (typeof documents)["fragment AdminPlanFields on Plan {\n  id\n  version\n  title\n  listPrice\n  price\n  hostingSpaceGb\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPlanList {\n  plans {\n    ...AdminPlanFields\n  }\n}"): (typeof documents)["query AdminPlanList {\n  plans {\n    ...AdminPlanFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPlan($id: Int!) {\n  plan(id: $id) {\n    ...AdminPlanFields\n  }\n}"): (typeof documents)["query AdminPlan($id: Int!) {\n  plan(id: $id) {\n    ...AdminPlanFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePlan($input: CreatePlanInput!) {\n  createPlan(input: $input) {\n    ...AdminPlanFields\n  }\n}"): (typeof documents)["mutation CreatePlan($input: CreatePlanInput!) {\n  createPlan(input: $input) {\n    ...AdminPlanFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeletePlan($id: Int!) {\n  deletePlan(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeletePlan($id: Int!) {\n  deletePlan(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlanFeatureChoices($id: Int!) {\n  plan(id: $id) {\n    id\n    title\n    featureIds\n    version\n  }\n  features {\n    id\n    title\n    isHeading\n    sort\n  }\n}"): (typeof documents)["query PlanFeatureChoices($id: Int!) {\n  plan(id: $id) {\n    id\n    title\n    featureIds\n    version\n  }\n  features {\n    id\n    title\n    isHeading\n    sort\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlanUsage($id: Int!) {\n  planUsage(id: $id) {\n    themes\n    customerPlans\n  }\n}"): (typeof documents)["query PlanUsage($id: Int!) {\n  planUsage(id: $id) {\n    themes\n    customerPlans\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestorePlan($id: Int!) {\n  restorePlan(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation RestorePlan($id: Int!) {\n  restorePlan(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SyncPlanFeatures($id: Int!, $featureIds: [Int!]!, $version: Int) {\n  syncPlanFeatures(id: $id, featureIds: $featureIds, version: $version) {\n    id\n    featureIds\n    version\n  }\n}"): (typeof documents)["mutation SyncPlanFeatures($id: Int!, $featureIds: [Int!]!, $version: Int) {\n  syncPlanFeatures(id: $id, featureIds: $featureIds, version: $version) {\n    id\n    featureIds\n    version\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePlan($id: Int!, $input: UpdatePlanInput!) {\n  updatePlan(id: $id, input: $input) {\n    ...AdminPlanFields\n  }\n}"): (typeof documents)["mutation UpdatePlan($id: Int!, $input: UpdatePlanInput!) {\n  updatePlan(id: $id, input: $input) {\n    ...AdminPlanFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlanTable {\n  plans {\n    id\n    title\n    listPrice\n    price\n    hostingSpaceGb\n    featureIds\n  }\n  features {\n    id\n    title\n    sort\n    isPrimary\n    isHeading\n  }\n}"): (typeof documents)["query PlanTable {\n  plans {\n    id\n    title\n    listPrice\n    price\n    hostingSpaceGb\n    featureIds\n  }\n  features {\n    id\n    title\n    sort\n    isPrimary\n    isHeading\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AlertPreferences {\n  myPreferences {\n    alertSound\n  }\n}"): (typeof documents)["query AlertPreferences {\n  myPreferences {\n    alertSound\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAlertPreferences($input: UpdatePreferencesInput!) {\n  updateMyPreferences(input: $input) {\n    alertSound\n  }\n}"): (typeof documents)["mutation UpdateAlertPreferences($input: UpdatePreferencesInput!) {\n  updateMyPreferences(input: $input) {\n    alertSound\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteIdentity {\n  siteSettings {\n    supportPhone\n    parentUrl\n    instagramUrl\n    telegramUrl\n    whatsappUrl\n    baleUrl\n    eitaaUrl\n    workingHours\n    address\n    enamadUrl\n    enamadImageUrl\n    samandehiUrl\n    samandehiImageUrl\n  }\n  faqItems {\n    id\n    question\n    answer\n  }\n}"): (typeof documents)["query SiteIdentity {\n  siteSettings {\n    supportPhone\n    parentUrl\n    instagramUrl\n    telegramUrl\n    whatsappUrl\n    baleUrl\n    eitaaUrl\n    workingHours\n    address\n    enamadUrl\n    enamadImageUrl\n    samandehiUrl\n    samandehiImageUrl\n  }\n  faqItems {\n    id\n    question\n    answer\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSiteSettings {\n  siteSettings {\n    ...SiteSettingsFields\n  }\n  faqItems {\n    ...FaqItemFields\n  }\n}"): (typeof documents)["query AdminSiteSettings {\n  siteSettings {\n    ...SiteSettingsFields\n  }\n  faqItems {\n    ...FaqItemFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateFaqItem($input: CreateFaqItemInput!) {\n  createFaqItem(input: $input) {\n    ...FaqItemFields\n  }\n}"): (typeof documents)["mutation CreateFaqItem($input: CreateFaqItemInput!) {\n  createFaqItem(input: $input) {\n    ...FaqItemFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteFaqItem($id: Int!) {\n  deleteFaqItem(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteFaqItem($id: Int!) {\n  deleteFaqItem(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FaqItemFields on FaqItem {\n  id\n  question\n  answer\n  sort\n  version\n}"): (typeof documents)["fragment FaqItemFields on FaqItem {\n  id\n  question\n  answer\n  sort\n  version\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SiteSettingsFields on SiteSettings {\n  supportPhone\n  parentUrl\n  instagramUrl\n  telegramUrl\n  whatsappUrl\n  baleUrl\n  eitaaUrl\n  workingHours\n  address\n  enamadUrl\n  enamadImageUrl\n  samandehiUrl\n  samandehiImageUrl\n  version\n}"): (typeof documents)["fragment SiteSettingsFields on SiteSettings {\n  supportPhone\n  parentUrl\n  instagramUrl\n  telegramUrl\n  whatsappUrl\n  baleUrl\n  eitaaUrl\n  workingHours\n  address\n  enamadUrl\n  enamadImageUrl\n  samandehiUrl\n  samandehiImageUrl\n  version\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SortFaqItems($ids: [Int!]!) {\n  sortFaqItems(ids: $ids) {\n    ...FaqItemFields\n  }\n}"): (typeof documents)["mutation SortFaqItems($ids: [Int!]!) {\n  sortFaqItems(ids: $ids) {\n    ...FaqItemFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateFaqItem($id: Int!, $input: UpdateFaqItemInput!) {\n  updateFaqItem(id: $id, input: $input) {\n    ...FaqItemFields\n  }\n}"): (typeof documents)["mutation UpdateFaqItem($id: Int!, $input: UpdateFaqItemInput!) {\n  updateFaqItem(id: $id, input: $input) {\n    ...FaqItemFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateSiteSettings($input: UpdateSiteSettingsInput!) {\n  updateSiteSettings(input: $input) {\n    ...SiteSettingsFields\n  }\n}"): (typeof documents)["mutation UpdateSiteSettings($input: UpdateSiteSettingsInput!) {\n  updateSiteSettings(input: $input) {\n    ...SiteSettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminThemeFields on Theme {\n  id\n  version\n  title\n  link\n  shortDescription\n  fullDescription\n  imageUrl\n  mobileImageUrl\n  plans {\n    id\n  }\n  categories {\n    id\n  }\n}"): (typeof documents)["fragment AdminThemeFields on Theme {\n  id\n  version\n  title\n  link\n  shortDescription\n  fullDescription\n  imageUrl\n  mobileImageUrl\n  plans {\n    id\n  }\n  categories {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminTheme($id: Int!) {\n  theme(id: $id) {\n    ...AdminThemeFields\n  }\n}"): (typeof documents)["query AdminTheme($id: Int!) {\n  theme(id: $id) {\n    ...AdminThemeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminThemes {\n  themes {\n    id\n    title\n    link\n    shortDescription\n    imageUrl\n    sort\n  }\n}"): (typeof documents)["query AdminThemes {\n  themes {\n    id\n    title\n    link\n    shortDescription\n    imageUrl\n    sort\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateTheme($input: CreateThemeInput!, $image: Upload, $mobileImage: Upload) {\n  createTheme(input: $input, image: $image, mobileImage: $mobileImage) {\n    id\n    title\n  }\n}"): (typeof documents)["mutation CreateTheme($input: CreateThemeInput!, $image: Upload, $mobileImage: Upload) {\n  createTheme(input: $input, image: $image, mobileImage: $mobileImage) {\n    id\n    title\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SortTheme($id: Int!, $sort: Int!) {\n  sortTheme(id: $id, sort: $sort) {\n    id\n    sort\n  }\n}"): (typeof documents)["mutation SortTheme($id: Int!, $sort: Int!) {\n  sortTheme(id: $id, sort: $sort) {\n    id\n    sort\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ThemeFormOptions {\n  plans {\n    id\n    title\n  }\n  categories {\n    id\n    title\n  }\n}"): (typeof documents)["query ThemeFormOptions {\n  plans {\n    id\n    title\n  }\n  categories {\n    id\n    title\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateTheme($id: Int!, $input: UpdateThemeInput!, $image: Upload, $mobileImage: Upload) {\n  updateTheme(id: $id, input: $input, image: $image, mobileImage: $mobileImage) {\n    ...AdminThemeFields\n  }\n}"): (typeof documents)["mutation UpdateTheme($id: Int!, $input: UpdateThemeInput!, $image: Upload, $mobileImage: Upload) {\n  updateTheme(id: $id, input: $input, image: $image, mobileImage: $mobileImage) {\n    ...AdminThemeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueThemes($categoryId: Int, $planId: Int) {\n  themes(categoryId: $categoryId, planId: $planId) {\n    id\n    title\n    link\n    shortDescription\n    imageUrl\n    mobileImageUrl\n    plans {\n      id\n      title\n    }\n    categories {\n      id\n      title\n    }\n  }\n}"): (typeof documents)["query CatalogueThemes($categoryId: Int, $planId: Int) {\n  themes(categoryId: $categoryId, planId: $planId) {\n    id\n    title\n    link\n    shortDescription\n    imageUrl\n    mobileImageUrl\n    plans {\n      id\n      title\n    }\n    categories {\n      id\n      title\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ThemeFilterOptions {\n  categories {\n    id\n    title\n  }\n  plans {\n    id\n    title\n  }\n}"): (typeof documents)["query ThemeFilterOptions {\n  categories {\n    id\n    title\n  }\n  plans {\n    id\n    title\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ThemePage($id: Int!) {\n  publicTheme(id: $id) {\n    id\n    title\n    link\n    shortDescription\n    fullDescription\n    imageUrl\n    mobileImageUrl\n    plans {\n      id\n      title\n      listPrice\n      price\n    }\n    categories {\n      id\n      title\n    }\n  }\n}"): (typeof documents)["query ThemePage($id: Int!) {\n  publicTheme(id: $id) {\n    id\n    title\n    link\n    shortDescription\n    fullDescription\n    imageUrl\n    mobileImageUrl\n    plans {\n      id\n      title\n      listPrice\n      price\n    }\n    categories {\n      id\n      title\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminDeactivation($id: Int!) {\n  adminDeactivation(id: $id) {\n    admin {\n      id\n    }\n    openRequests\n    followUps\n    apiTokens {\n      id\n      name\n      prefix\n      expiresAt\n      lastUsedAt\n    }\n    webhookEndpoints {\n      id\n      url\n      enabled\n    }\n  }\n}"): (typeof documents)["query AdminDeactivation($id: Int!) {\n  adminDeactivation(id: $id) {\n    admin {\n      id\n    }\n    openRequests\n    followUps\n    apiTokens {\n      id\n      name\n      prefix\n      expiresAt\n      lastUsedAt\n    }\n    webhookEndpoints {\n      id\n      url\n      enabled\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminUserFields on Admin {\n  id\n  name\n  family\n  email\n  phone\n  roles\n  version\n  onDuty\n  active\n  deactivatedAt\n}"): (typeof documents)["fragment AdminUserFields on Admin {\n  id\n  name\n  family\n  email\n  phone\n  roles\n  version\n  onDuty\n  active\n  deactivatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminUserList {\n  admins {\n    ...AdminUserFields\n    twoFactorEnabled\n  }\n}"): (typeof documents)["query AdminUserList {\n  admins {\n    ...AdminUserFields\n    twoFactorEnabled\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminUser($id: Int!) {\n  admin(id: $id) {\n    ...AdminUserFields\n  }\n}"): (typeof documents)["query AdminUser($id: Int!) {\n  admin(id: $id) {\n    ...AdminUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAdmin($input: CreateAdminInput!) {\n  createAdmin(input: $input) {\n    ...AdminUserFields\n  }\n}"): (typeof documents)["mutation CreateAdmin($input: CreateAdminInput!) {\n  createAdmin(input: $input) {\n    ...AdminUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeactivateAdmin($id: Int!, $input: DeactivateAdminInput) {\n  deactivateAdmin(id: $id, input: $input) {\n    ...AdminUserFields\n  }\n}"): (typeof documents)["mutation DeactivateAdmin($id: Int!, $input: DeactivateAdminInput) {\n  deactivateAdmin(id: $id, input: $input) {\n    ...AdminUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReactivateAdmin($id: Int!) {\n  reactivateAdmin(id: $id) {\n    ...AdminUserFields\n  }\n}"): (typeof documents)["mutation ReactivateAdmin($id: Int!) {\n  reactivateAdmin(id: $id) {\n    ...AdminUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetAdminTwoFactor($id: Int!) {\n  resetAdminTwoFactor(id: $id) {\n    id\n    twoFactorEnabled\n  }\n}"): (typeof documents)["mutation ResetAdminTwoFactor($id: Int!) {\n  resetAdminTwoFactor(id: $id) {\n    id\n    twoFactorEnabled\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetAdminOnDuty($id: Int!, $onDuty: Boolean!) {\n  setAdminOnDuty(id: $id, onDuty: $onDuty) {\n    id\n    onDuty\n  }\n}"): (typeof documents)["mutation SetAdminOnDuty($id: Int!, $onDuty: Boolean!) {\n  setAdminOnDuty(id: $id, onDuty: $onDuty) {\n    id\n    onDuty\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnlockAdmin($id: Int!) {\n  unlockAdmin(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation UnlockAdmin($id: Int!) {\n  unlockAdmin(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAdmin($id: Int!, $input: UpdateAdminInput!) {\n  updateAdmin(id: $id, input: $input) {\n    ...AdminUserFields\n    accessToken\n  }\n}"): (typeof documents)["mutation UpdateAdmin($id: Int!, $input: UpdateAdminInput!) {\n  updateAdmin(id: $id, input: $input) {\n    ...AdminUserFields\n    accessToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    ...WebhookEndpointFields\n  }\n}"): (typeof documents)["mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    ...WebhookEndpointFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteWebhookEndpoint($id: Int!) {\n  deleteWebhookEndpoint(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteWebhookEndpoint($id: Int!) {\n  deleteWebhookEndpoint(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RedeliverWebhook($id: Int!) {\n  redeliverWebhook(id: $id) {\n    ...WebhookDeliveryFields\n  }\n}"): (typeof documents)["mutation RedeliverWebhook($id: Int!) {\n  redeliverWebhook(id: $id) {\n    ...WebhookDeliveryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RotateWebhookSecret($id: Int!) {\n  rotateWebhookSecret(id: $id) {\n    ...WebhookEndpointFields\n  }\n}"): (typeof documents)["mutation RotateWebhookSecret($id: Int!) {\n  rotateWebhookSecret(id: $id) {\n    ...WebhookEndpointFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendTestWebhook($endpointId: Int!) {\n  sendTestWebhook(endpointId: $endpointId) {\n    ...WebhookDeliveryFields\n  }\n}"): (typeof documents)["mutation SendTestWebhook($endpointId: Int!) {\n  sendTestWebhook(endpointId: $endpointId) {\n    ...WebhookDeliveryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateWebhookEndpoint($id: Int!, $input: UpdateWebhookEndpointInput!) {\n  updateWebhookEndpoint(id: $id, input: $input) {\n    ...WebhookEndpointFields\n  }\n}"): (typeof documents)["mutation UpdateWebhookEndpoint($id: Int!, $input: UpdateWebhookEndpointInput!) {\n  updateWebhookEndpoint(id: $id, input: $input) {\n    ...WebhookEndpointFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookDeliveries($endpointId: Int!, $page: Int) {\n  webhookDeliveries(endpointId: $endpointId, page: $page) {\n    currentPage\n    lastPage\n    total\n    items {\n      ...WebhookDeliveryFields\n    }\n  }\n}"): (typeof documents)["query WebhookDeliveries($endpointId: Int!, $page: Int) {\n  webhookDeliveries(endpointId: $endpointId, page: $page) {\n    currentPage\n    lastPage\n    total\n    items {\n      ...WebhookDeliveryFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  endpointId\n  messageId\n  eventType\n  status\n  attempts\n  nextAttemptAt\n  lastAttemptAt\n  lastStatusCode\n  lastDurationMs\n  lastResponse\n  lastError\n  createdAt\n}"): (typeof documents)["fragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  endpointId\n  messageId\n  eventType\n  status\n  attempts\n  nextAttemptAt\n  lastAttemptAt\n  lastStatusCode\n  lastDurationMs\n  lastResponse\n  lastError\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  description\n  events\n  enabled\n  disabledReason\n  secret\n  previousSecretUntil\n  failedDeliveries\n  createdAt\n}"): (typeof documents)["fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  description\n  events\n  enabled\n  disabledReason\n  secret\n  previousSecretUntil\n  failedDeliveries\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookEndpoints {\n  webhookEndpoints {\n    ...WebhookEndpointFields\n  }\n}"): (typeof documents)["query WebhookEndpoints {\n  webhookEndpoints {\n    ...WebhookEndpointFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminWorkSampleFields on WorkSample {\n  id\n  domainName\n  title\n  description\n  imageUrl\n  isActive\n  version\n  plans {\n    id\n  }\n}"): (typeof documents)["fragment AdminWorkSampleFields on WorkSample {\n  id\n  domainName\n  title\n  description\n  imageUrl\n  isActive\n  version\n  plans {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminWorkSample($id: Int!) {\n  workSample(id: $id) {\n    ...AdminWorkSampleFields\n  }\n}"): (typeof documents)["query AdminWorkSample($id: Int!) {\n  workSample(id: $id) {\n    ...AdminWorkSampleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminWorkSamples($page: Int, $search: String) {\n  adminWorkSamples(page: $page, search: $search) {\n    items {\n      id\n      domainName\n      title\n      shortDescription\n      imageUrl\n      isActive\n    }\n    currentPage\n    lastPage\n  }\n}"): (typeof documents)["query AdminWorkSamples($page: Int, $search: String) {\n  adminWorkSamples(page: $page, search: $search) {\n    items {\n      id\n      domainName\n      title\n      shortDescription\n      imageUrl\n      isActive\n    }\n    currentPage\n    lastPage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateWorkSample($input: CreateWorkSampleInput!, $image: Upload) {\n  createWorkSample(input: $input, image: $image) {\n    id\n  }\n}"): (typeof documents)["mutation CreateWorkSample($input: CreateWorkSampleInput!, $image: Upload) {\n  createWorkSample(input: $input, image: $image) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteWorkSample($id: Int!) {\n  deleteWorkSample(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteWorkSample($id: Int!) {\n  deleteWorkSample(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestoreWorkSample($id: Int!) {\n  restoreWorkSample(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation RestoreWorkSample($id: Int!) {\n  restoreWorkSample(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateWorkSample($id: Int!, $input: UpdateWorkSampleInput!, $image: Upload) {\n  updateWorkSample(id: $id, input: $input, image: $image) {\n    ...AdminWorkSampleFields\n  }\n}"): (typeof documents)["mutation UpdateWorkSample($id: Int!, $input: UpdateWorkSampleInput!, $image: Upload) {\n  updateWorkSample(id: $id, input: $input, image: $image) {\n    ...AdminWorkSampleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkSamplePlanOptions {\n  plans {\n    id\n    title\n  }\n}"): (typeof documents)["query WorkSamplePlanOptions {\n  plans {\n    id\n    title\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicWorkSamples($page: Int, $perPage: Int) {\n  workSamples(page: $page, perPage: $perPage) {\n    items {\n      id\n      title\n      domainName\n      description\n      shortDescription\n      imageUrl\n      plans {\n        id\n        title\n      }\n    }\n    currentPage\n    lastPage\n    total\n    perPage\n  }\n}"): (typeof documents)["query PublicWorkSamples($page: Int, $perPage: Int) {\n  workSamples(page: $page, perPage: $perPage) {\n    items {\n      id\n      title\n      domainName\n      description\n      shortDescription\n      imageUrl\n      plans {\n        id\n        title\n      }\n    }\n    currentPage\n    lastPage\n    total\n    perPage\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;