import DashboardCustomizeOutlinedIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { site } from '@/config/site';

interface Highlight {
  title: string;
  text: string;
  Icon: typeof TrendingUpIcon;
}

/** The five reasons of docs/ARCHITECTURE.md §1, in its order. */
const HIGHLIGHTS: Highlight[] = [
  {
    title: 'سایت شخصی متناسب با کسب‌وکار شما',
    text: 'سایتی با نام و دامنه خودتان که ظاهر و امکاناتش برای حوزه کاری شما انتخاب شده است.',
    Icon: StorefrontOutlinedIcon,
  },
  {
    title: 'ارزش سئو و دیده‌شدن در گوگل',
    text: 'ساختار بهینه برای موتورهای جستجو تا مشتریان تازه شما را راحت‌تر پیدا کنند.',
    Icon: TrendingUpIcon,
  },
  {
    title: `نمایش محصولات در ${site.parentName}`,
    text: 'محصولات و خدمات سایت شما در موتور جستجوی کسب‌وکارها هم به کاربران نشان داده می‌شود.',
    Icon: ManageSearchIcon,
  },
  {
    title: 'پشتیبان‌های حرفه‌ای',
    text: 'تیم پشتیبانی در تمام روزهای سال کنار شماست تا سایتتان همیشه سرپا و به‌روز بماند.',
    Icon: SupportAgentOutlinedIcon,
  },
  {
    title: 'بیش از ۳۰ قالب آماده',
    text: 'از میان ده‌ها قالب زیبا و واکنش‌گرا، قالب مناسب صنف خود را انتخاب کنید.',
    Icon: DashboardCustomizeOutlinedIcon,
  },
];

/** The home page's feature block: headings are h3, the page supplies the section's h2. */
export function HomeHighlights() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' },
      }}
    >
      {HIGHLIGHTS.map(({ title, text, Icon }) => (
        <Box
          component="li"
          key={title}
          sx={{
            p: 3,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: 52,
              height: 52,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: '#ccfbf1',
              color: 'primary.dark',
            }}
          >
            <Icon fontSize="large" />
          </Box>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', lineHeight: 1.7 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.9 }}>
            {text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
