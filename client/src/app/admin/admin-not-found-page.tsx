import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

export function AdminNotFoundPage() {
  return (
    <EmptyState title="این صفحه در پنل مدیریت وجود ندارد" heading>
      <Button component={RouterLink} to={paths.admin.dashboard} variant="contained" sx={{ mt: 2 }}>
        بازگشت به داشبورد
      </Button>
    </EmptyState>
  );
}
