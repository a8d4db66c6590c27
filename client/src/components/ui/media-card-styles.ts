import { alpha } from '@mui/material/styles';
import { theme } from '@/lib/theme';

const { palette, shape, typography } = theme;

/**
 * The shared look of the public site's picture cards (themes, work samples), as one static style
 * object for a single styled root over plain elements: an image of the given proportions, then a
 * body (`> div`) with a title, paragraphs and the plans as outlined chips.
 *
 * With a dozen MUI components per card (Card, Typography, Chip, Link, SvgIcon…), the cards were
 * most of what a listing page hydrates on a phone; a static object is serialised once by MUI, not
 * on every render of every card.
 */
export function mediaCardStyles(image: { width: number; height: number }) {
  return {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    backgroundColor: palette.background.paper,
    border: `1px solid ${palette.divider}`,
    borderRadius: shape.borderRadius,
    '& > img': {
      display: 'block',
      width: '100%',
      height: 'auto',
      aspectRatio: `${image.width} / ${image.height}`,
      objectFit: 'cover',
      backgroundColor: palette.grey[100],
    },
    '& > div': { flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 8, padding: 16 },
    '& h2, & h3': { ...typography.h3, margin: 0 },
    '& p': { ...typography.body2, margin: 0 },
    '& ul': { listStyle: 'none', margin: 0, marginTop: 'auto', padding: 0, paddingTop: 8, display: 'flex', flexWrap: 'wrap', gap: 6 },
    '& li': {
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      paddingInline: 7,
      border: `1px solid ${alpha(palette.primary.main, 0.7)}`,
      borderRadius: 16,
      color: palette.primary.main,
      fontSize: '0.8125rem',
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
    },
  } as const;
}
