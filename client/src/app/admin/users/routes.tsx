import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/config/paths';

const UsersPage = lazyPage(async () => (await import('./users-page')).UsersPage);
const AddUserPage = lazyPage(async () => (await import('./add-user-page')).AddUserPage);
const EditUserPage = lazyPage(async () => (await import('./edit-user-page')).EditUserPage);

export const userRoutes = (
  <>
    <Route path={paths.admin.users} element={<UsersPage />} />
    <Route path={paths.admin.addUser} element={<AddUserPage />} />
    <Route path={paths.admin.editUser.pattern} element={<EditUserPage />} />
  </>
);
