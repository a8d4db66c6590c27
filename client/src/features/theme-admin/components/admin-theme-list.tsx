import EditIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toPersianDigits } from '@/lib/format';
import type { AdminThemeItem } from '../use-admin-themes';
import { ThemeSortField } from './theme-sort-field';

/**
 * Themes as stacked rows rather than a table: 32 of them stay readable on a phone, where the
 * controls move under the text.
 */
export function AdminThemeList({ themes }: { themes: readonly AdminThemeItem[] }) {
  return (
    <Box component="ul" aria-label="فهرست قالب‌ها" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {themes.map((theme) => (
        <Box
          component="li"
          key={theme.id}
          data-testid="admin-theme"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '88px minmax(0, 1fr)', md: '136px minmax(0, 1fr) auto' },
            gridTemplateAreas: { xs: '"image info" "actions actions"', md: '"image info actions"' },
            columnGap: 2,
            rowGap: 1.5,
            alignItems: 'center',
            py: 2,
            borderBottom: 1,
            borderColor: 'divider',
            '&:first-of-type': { pt: 0.5 },
            '&:last-of-type': { borderBottom: 0, pb: 0.5 },
          }}
        >
          <Box
            component="img"
            src={theme.imageUrl}
            alt={`تصویر قالب ${theme.title}`}
            loading="lazy"
            sx={{
              gridArea: 'image',
              width: '100%',
              aspectRatio: '16 / 10',
              objectFit: 'cover',
              borderRadius: 1.5,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'grey.100',
              alignSelf: 'start',
            }}
          />
          <Box sx={{ gridArea: 'info', minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              کد قالب: {toPersianDigits(theme.id)}
            </Typography>
            {/* A long unbroken title wraps inside its column rather than running over the sort field and buttons. */}
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
              <bdi>{theme.title}</bdi>
            </Typography>
            {theme.shortDescription && (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
              >
                {theme.shortDescription}
              </Typography>
            )}
            <Link
              href={theme.link}
              target="_blank"
              rel="noopener noreferrer"
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}
            >
              <Box component="span" dir="ltr" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {theme.link}
              </Box>
              <OpenInNewIcon aria-hidden sx={{ fontSize: 16, flexShrink: 0 }} />
            </Link>
          </Box>
          <Box
            sx={{
              gridArea: 'actions',
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1,
              flexWrap: 'wrap',
              justifyContent: { xs: 'space-between', md: 'flex-end' },
            }}
          >
            <ThemeSortField key={`${theme.id}-${theme.sort}`} theme={theme} />
            <Button
              component={RouterLink}
              to={paths.admin.editTheme(theme.id)}
              variant="text"
              startIcon={<EditIcon />}
              aria-label={`ویرایش ${theme.title}`}
              sx={{ minHeight: 40 }}
            >
              ویرایش
            </Button>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
