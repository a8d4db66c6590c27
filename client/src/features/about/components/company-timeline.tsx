import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatYear, milestones } from '../about-content';

/** The company's years, oldest first, on a line down the start edge. */
export function CompanyTimeline() {
  return (
    <Box
      component="ol"
      aria-label="رویدادهای مهم مجموعه"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        position: 'relative',
        // Logical properties follow the page direction; the RTL style plugin leaves them alone.
        paddingInlineStart: '36px',
        '&::before': {
          content: '""',
          position: 'absolute',
          insetInlineStart: '11px',
          top: 12,
          bottom: 12,
          width: 2,
          bgcolor: 'primary.light',
        },
      }}
    >
      {milestones.map((milestone) => (
        <Box component="li" key={milestone.year} sx={{ position: 'relative', '& + &': { mt: 3 } }}>
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              insetInlineStart: '-36px',
              top: 10,
              width: 24,
              height: 24,
              borderRadius: '50%',
              bgcolor: 'background.paper',
              border: 4,
              borderColor: 'primary.main',
            }}
          />
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 0.5 }}>
              <Typography component="span" sx={{ fontSize: '1.6rem', fontWeight: 900, color: 'primary.dark', lineHeight: 1.3 }}>
                {formatYear(milestone.year)}
              </Typography>
              <Typography variant="h3" component="h3">
                {milestone.title}
              </Typography>
            </Stack>
            <Typography color="text.secondary">{milestone.text}</Typography>
          </Paper>
        </Box>
      ))}
    </Box>
  );
}

/** The patent has no year in the company's own account, so it stands beside the timeline. */
export function PatentNote() {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2.5,
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        bgcolor: 'rgba(194, 65, 12, 0.06)',
        borderColor: 'rgba(194, 65, 12, 0.35)',
      }}
    >
      <WorkspacePremiumIcon sx={{ color: 'secondary.main', fontSize: 36, flexShrink: 0 }} aria-hidden />
      <Box>
        <Typography variant="h3" component="h3" sx={{ mb: 0.5 }}>
          دارنده گواهی ثبت اختراع
        </Typography>
        <Typography color="text.secondary">
          مجموعه ما دارای گواهی ثبت اختراع است؛ نشانه‌ای از نوآوری و دانش فنی تیمی که سایت شما را می‌سازد.
        </Typography>
      </Box>
    </Paper>
  );
}
