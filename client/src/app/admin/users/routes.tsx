import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const UsersPage = lazyPage(async () => (await import('./users-page')).UsersPage);
const AddUserPage = lazyPage(async () => (await import('./add-user-page')).AddUserPage);
const EditUserPage = lazyPage(async () => (await import('./edit-user-page')).EditUserPage);

export const userRoutes = (
  <>
    <Route path="/admin/users/all" element={<UsersPage />} />
    <Route path="/admin/users/add-user" element={<AddUserPage />} />
    <Route path="/admin/users/:id/edit-user" element={<EditUserPage />} />
  </>
);
