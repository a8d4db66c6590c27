import type { ReactNode } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { isSuperadmin } from '@/lib/admin-session';
import { authStorage } from '@/lib/auth-storage';

/** Anyone but a superadmin is told so without asking the server, which would refuse them. */
export function SuperadminOnly({ title, children }: { title: string; children: ReactNode }) {
  if (isSuperadmin(authStorage.user())) return <>{children}</>;
  return (
    <AdminPage title={title}>
      <EmptyState title="دسترسی ندارید">فقط مدیر ارشد توکن‌های API را مدیریت می‌کند.</EmptyState>
    </AdminPage>
  );
}
