import type { ReactNode } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { isSuperadmin } from '@/lib/admin-session';
import { authStorage } from '@/lib/auth-storage';

/** Webhooks are superadmins' (docs/INTEGRATORS.md, "Webhooks"): anyone else is told so without a request the server would refuse. */
export function SuperadminOnly({ title, children }: { title: string; children: ReactNode }) {
  if (isSuperadmin(authStorage.user())) return <>{children}</>;
  return (
    <AdminPage title={title}>
      <EmptyState title="دسترسی ندارید">فقط مدیر ارشد وب‌هوک‌ها را مدیریت می‌کند.</EmptyState>
    </AdminPage>
  );
}
