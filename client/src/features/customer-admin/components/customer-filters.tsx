import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SearchField } from '@/components/ui/search-field';
import type { CustomerStatus, SortDirection } from '@/generated/graphql';

const STATUS_OPTIONS: { value: CustomerStatus | ''; label: string }[] = [
  { value: '', label: 'همه' },
  { value: 'ACTIVE', label: 'فعال' },
  { value: 'INACTIVE', label: 'غیرفعال' },
];

interface CustomerFiltersProps {
  search: string;
  status: CustomerStatus | null;
  sort: SortDirection;
  onSearch: (search: string) => void;
  onStatus: (status: CustomerStatus | null) => void;
  onToggleSort: () => void;
}

/** Search, status filter and created-date order of the customer list (docs/ARCHITECTURE.md §2, §4). */
export function CustomerFilters({ search, status, sort, onSearch, onStatus, onToggleSort }: CustomerFiltersProps) {
  const newestFirst = sort === 'DESC';
  return (
    <>
      <SearchField value={search} onSearch={onSearch} label="جستجو در نام، نام خانوادگی، تلفن یا ایمیل" />
      <TextField
        select
        size="small"
        label="وضعیت"
        value={status ?? ''}
        onChange={(event) => onStatus((event.target.value || null) as CustomerStatus | null)}
        sx={{ minWidth: 140 }}
        slotProps={{ select: { inputProps: { name: 'status' } } }}
      >
        {STATUS_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        color="inherit"
        onClick={onToggleSort}
        startIcon={newestFirst ? <ArrowDownwardIcon /> : <ArrowUpwardIcon />}
        aria-label={`ترتیب تاریخ ایجاد: ${newestFirst ? 'جدیدترین' : 'قدیمی‌ترین'}؛ برای تغییر بزنید`}
        title="مرتب‌سازی بر اساس تاریخ ایجاد"
      >
        {newestFirst ? 'جدیدترین' : 'قدیمی‌ترین'}
      </Button>
    </>
  );
}
