import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SwipeLeftIcon from '@mui/icons-material/SwipeLeft';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isPlainClick } from '@/lib/section-scroll';
import { formatNumber, formatTomans } from '@/lib/format';
import { canToggle, discountPercent, hostingLabel, toggleLabel, visibleRows, type PlanColumn, type PlanRow } from '../plan-rows';
import { usePricingTable } from '../use-pricing-table';
import { PricingTableSkeleton } from './pricing-table-skeleton';

// Plain CSS lengths: in `sx` a bare 1 would mean 100% and spacing units.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: '-1px',
} as const;

// Opaque colours: the sticky first column must hide the cells scrolling underneath it.
const PRIMARY_ROW_BG = '#ecfdf5';
const HEADING_ROW_BG = '#f1f5f9';

/**
 * Height of the site header once it is sticky: on wide screens the plan titles stick just below it.
 * (Toolbar 68 px plus its 1 px border, in site-header.tsx.)
 */
const SITE_HEADER_HEIGHT = 69;

/**
 * The first column stays put while the plan columns scroll sideways on narrow screens.
 * `insetInlineStart` is logical, so it is the right edge in RTL and the RTL plugin leaves it alone.
 */
const stickyCell = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: 'inset -1px 0 0 rgba(15, 23, 42, 0.12)',
} as const;

const stickyTitle = {
  position: 'sticky',
  top: { xs: 0, md: SITE_HEADER_HEIGHT },
  bgcolor: 'background.paper',
  fontWeight: 800,
  fontSize: { xs: '0.95rem', md: '1.05rem' },
  lineHeight: 1.6,
  px: { xs: 1, md: 2 },
  py: 1.5,
  boxShadow: 'inset 0 -1px 0 rgba(15, 23, 42, 0.12)',
  borderBottom: 0,
} as const;

/** The query parameter that shows every feature row (server/src/delivery/site/page-routes.ts renders it). */
export const FEATURES_PARAM = 'features';

/** The page showing the table expanded or not; on the home page, at the plans section. */
function toggleHref(pathname: string, expand: boolean): string {
  return `${pathname}${expand ? `?${FEATURES_PARAM}=all` : ''}${pathname === '/' ? '#plan' : ''}`;
}

/**
 * The plan comparison: /plans and the home page's plans section both show it. Each plan's
 * «سفارش این پلن» leads to the order page naming the plan (before or without the page's code);
 * with the code, `onChoosePlan` opens the order form over the page instead.
 */
export function PricingTable({ onChoosePlan }: { onChoosePlan?: (plan: PlanColumn) => void }) {
  const { plans, rows, loading, error, refetch } = usePricingTable();
  const { pathname, search } = useLocation();
  // `?features=all` opens the table expanded: the toggle's link, which works without JavaScript.
  const [expanded, setExpanded] = useState(() => new URLSearchParams(search).get(FEATURES_PARAM) === 'all');
  const bodyId = useId();
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const collapsedByVisitor = useRef(false);
  // Collapsing removes dozens of rows above the button; bring it back under the visitor's eyes.
  useEffect(() => {
    if (!expanded && collapsedByVisitor.current) {
      collapsedByVisitor.current = false;
      toggleRef.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [expanded]);

  if (loading) return <PricingTableSkeleton />;
  if (error || plans.length === 0) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            تلاش دوباره
          </Button>
        }
      >
        {error ? 'بارگذاری تعرفه‌ها ممکن نشد.' : 'هنوز تعرفه‌ای ثبت نشده است.'}
      </Alert>
    );
  }

  const shown = visibleRows(rows, expanded);
  const columnCount = plans.length + 1;

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 1, mb: 1 }}>
        <SwipeLeftIcon fontSize="small" aria-hidden />
        برای دیدن همه پلن‌ها، جدول را به چپ بکشید.
      </Typography>
      <TableBox expanded={expanded}>
        <Table sx={{ minWidth: { xs: 680, md: 0 }, tableLayout: 'fixed', borderCollapse: 'separate' }}>
          <Box component="caption" sx={visuallyHidden}>
            مقایسه امکانات، قیمت سالانه و فضای میزبانی پلن‌ها
          </Box>
          <colgroup>
            <Box component="col" sx={{ width: { xs: 136, md: '34%' } }} />
            {plans.map((plan) => (
              <col key={plan.id} />
            ))}
          </colgroup>
          <TableHead>
            {/* Row one, the plan titles, sticks while the features scroll under it. */}
            <TableRow>
              <TableCell
                component="th"
                scope="col"
                sx={{ ...stickyCell, ...stickyTitle, zIndex: 3, boxShadow: 'inset -1px -1px 0 rgba(15, 23, 42, 0.12)' }}
              >
                امکانات
              </TableCell>
              {plans.map((plan) => (
                <TableCell key={plan.id} component="th" scope="col" align="center" sx={{ ...stickyTitle, zIndex: 2 }}>
                  {plan.title}
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              <TableCell component="td" sx={{ ...stickyCell, verticalAlign: 'bottom', color: 'text.secondary', fontSize: '0.85rem' }}>
                قیمت سالانه و فضای میزبانی
              </TableCell>
              {plans.map((plan) => (
                <PlanPriceCell key={plan.id} plan={plan} />
              ))}
            </TableRow>
            <TableRow>
              <TableCell component="td" sx={{ ...stickyCell, py: 1.5 }}>
                <Box component="span" sx={visuallyHidden}>
                  سفارش
                </Box>
              </TableCell>
              {plans.map((plan) => (
                <TableCell key={plan.id} component="td" align="center" sx={{ px: { xs: 1, md: 2 }, py: 1.5 }}>
                  <Button
                    variant="contained"
                    color="secondary"
                    href={paths.orderFor({ planId: plan.id })}
                    role="button"
                    aria-label={`سفارش این پلن، ${plan.title}`}
                    onClick={(event: MouseEvent<HTMLElement>) => {
                      if (!onChoosePlan || !isPlainClick(event)) return;
                      event.preventDefault();
                      onChoosePlan(plan);
                    }}
                    sx={{ whiteSpace: 'nowrap', px: { xs: 1.5, md: 2.5 } }}
                  >
                    سفارش این پلن
                  </Button>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody id={bodyId}>
            {shown.map((row) => (
              <PricingTableRow key={row.id} row={row} columnCount={columnCount} />
            ))}
          </TableBody>
        </Table>
      </TableBox>
      {canToggle(rows.length) && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            ref={toggleRef}
            variant="outlined"
            size="large"
            // A link to the table the other way (the server renders either), a disclosure button once the code runs.
            href={toggleHref(pathname, !expanded)}
            role="button"
            aria-expanded={expanded}
            aria-controls={bodyId}
            endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            onClick={(event: MouseEvent<HTMLElement>) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              if (expanded) collapsedByVisitor.current = true;
              setExpanded(!expanded);
            }}
          >
            {toggleLabel(expanded)}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/**
 * The table's box. Narrow screens scroll the plans sideways inside it (keyboard users focus it to
 * scroll); expanded, it also scrolls down so the plan titles can stay in view above the rows. Wide
 * screens need neither, and the titles stick to the page instead. Its own component: the screen
 * width is known only after hydration, and its answer then re-renders this box, not the table.
 */
function TableBox({ expanded, children }: { expanded: boolean; children: ReactNode }) {
  const scrollsInBox = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label="جدول مقایسه تعرفه‌ها"
      tabIndex={scrollsInBox ? 0 : undefined}
      sx={{
        // Positioned, so the visually hidden labels inside are clipped with the table instead of widening the page.
        position: 'relative',
        overflow: { xs: 'auto', md: 'visible' },
        maxHeight: { xs: expanded ? '75vh' : 'none', md: 'none' },
        overscrollBehaviorX: 'contain',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </Paper>
  );
}

function PlanPriceCell({ plan }: { plan: PlanColumn }) {
  const percent = discountPercent(plan.listPrice, plan.price);
  return (
    <TableCell component="td" align="center" sx={{ verticalAlign: 'top', px: { xs: 1, md: 2 }, py: 2 }}>
      {plan.listPrice != null && (
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          <Box component="span" sx={visuallyHidden}>
            قیمت پیش از تخفیف:{' '}
          </Box>
          <s>{formatTomans(plan.listPrice)}</s>
        </Typography>
      )}
      {percent != null && (
        <Box
          component="span"
          sx={{
            display: 'inline-block',
            my: 0.5,
            px: 1,
            borderRadius: 1,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontSize: '0.8rem',
            fontWeight: 700,
          }}
        >
          {formatNumber(percent)}٪ تخفیف
        </Box>
      )}
      <Typography
        component="span"
        sx={{ display: 'block', fontWeight: 800, color: 'primary.dark', fontSize: { xs: '1rem', md: '1.15rem' }, lineHeight: 1.6 }}
      >
        {plan.price != null && (
          <Box component="span" sx={visuallyHidden}>
            قیمت سالانه با تخفیف:{' '}
          </Box>
        )}
        {formatTomans(plan.price)}
      </Typography>
      {plan.price != null && (
        <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          سالانه
        </Typography>
      )}
      {/* Label and value on their own lines: a narrow phone column would otherwise split the value. */}
      <Typography component="span" variant="body2" sx={{ display: 'block', mt: 1, color: 'text.secondary' }}>
        فضای میزبانی:{' '}
        <Box component="span" sx={{ display: { xs: 'block', md: 'inline' }, fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
          {hostingLabel(plan.hostingSpaceGb)}
        </Box>
      </Typography>
    </TableCell>
  );
}

function PricingTableRow({ row, columnCount }: { row: PlanRow; columnCount: number }) {
  if (row.kind === 'heading') {
    return (
      <TableRow data-row="heading">
        <TableCell component="th" colSpan={columnCount} sx={{ bgcolor: HEADING_ROW_BG, py: 1.5 }}>
          {/* Sticky inside the wide cell so the heading stays in view while the table scrolls sideways. */}
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              position: 'sticky',
              insetInlineStart: 16,
              fontWeight: 800,
              fontSize: '1rem',
              color: 'primary.dark',
            }}
          >
            {row.title}
          </Box>
        </TableCell>
      </TableRow>
    );
  }
  const rowBg = row.isPrimary ? PRIMARY_ROW_BG : undefined;
  return (
    <TableRow data-row="feature" data-primary={row.isPrimary || undefined} sx={{ bgcolor: rowBg }}>
      <TableCell
        component="th"
        scope="row"
        sx={{
          ...stickyCell,
          bgcolor: rowBg ?? 'background.paper',
          fontWeight: row.isPrimary ? 800 : 400,
          fontSize: { xs: '0.85rem', md: '0.95rem' },
          lineHeight: 1.7,
          px: { xs: 1.5, md: 2 },
        }}
      >
        {row.title}
      </TableCell>
      {row.included.map((included, index) => (
        <TableCell key={index} align="center" sx={{ px: 1 }}>
          <Box
            component="span"
            role="img"
            aria-label={included ? 'دارد' : 'ندارد'}
            sx={{
              display: 'inline-grid',
              placeItems: 'center',
              width: 28,
              height: 28,
              borderRadius: '50%',
              bgcolor: included ? 'success.main' : '#fee2e2',
              color: included ? '#ffffff' : 'error.main',
            }}
          >
            {included ? <CheckIcon fontSize="small" aria-hidden /> : <CloseIcon fontSize="small" aria-hidden />}
          </Box>
        </TableCell>
      ))}
    </TableRow>
  );
}
