import { paths } from '@/config/paths';

export interface AdminNavItem {
  label: string;
  to: string;
  /** Paths under which the item shows as the current section. */
  sections: string[];
  /** Shown to superadmins only: the server refuses the screen to everyone else. */
  superadminOnly?: boolean;
}

/** The sidebar of docs/ARCHITECTURE.md §2, in its order. */
export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'داشبورد', to: paths.admin.dashboard, sections: ['/admin/dashboard'] },
  { label: 'درخواست‌های مشتریان', to: paths.admin.orders, sections: ['/admin/orders'] },
  { label: 'تماس‌های امروز', to: paths.admin.callsDue, sections: ['/admin/calls-due'] },
  { label: 'مدیران', to: paths.admin.users, sections: ['/admin/users'] },
  { label: 'مشتریان', to: paths.admin.customers, sections: ['/admin/customers'] },
  { label: 'قالب‌ها', to: paths.admin.themes, sections: ['/admin/themes/all', '/admin/themes/add-theme', '/admin/themes/edit-theme'] },
  { label: 'دسته‌بندی قالب‌ها', to: paths.admin.categories, sections: ['/admin/themes/categories'] },
  { label: 'پلن‌ها', to: paths.admin.plans, sections: ['/admin/themes/plans'] },
  { label: 'ویژگی‌های پلن‌ها', to: paths.admin.features, sections: ['/admin/themes/features'] },
  { label: 'نمونه‌کارها', to: paths.admin.workSamples, sections: ['/admin/work-samples'] },
  { label: 'گزارش فعالیت', to: paths.admin.activity, sections: ['/admin/activity'], superadminOnly: true },
  { label: 'توکن‌های API', to: paths.admin.apiTokens, sections: ['/admin/api-tokens'], superadminOnly: true },
  { label: 'وب‌هوک‌ها', to: paths.admin.webhooks, sections: ['/admin/webhooks'], superadminOnly: true },
  { label: 'تنظیمات سایت', to: paths.admin.siteSettings, sections: ['/admin/site-settings'], superadminOnly: true },
  { label: 'ورود دو مرحله‌ای', to: paths.admin.twoFactor, sections: ['/admin/two-factor'] },
  { label: 'تنظیمات من', to: paths.admin.mySettings, sections: ['/admin/my-settings'] },
];

export function isCurrentSection(item: AdminNavItem, pathname: string): boolean {
  return item.sections.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}
