import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StructuredData } from '@/components/ui/json-ld';
import type { SiteIdentity } from '@/lib/site-identity';

type FaqItems = SiteIdentity['faqItems'];

/** The questions as search engines read them. */
export function faqPage(items: FaqItems): StructuredData {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/**
 * The questions, each opening its answer: native disclosure elements, so they open before the
 * page's code has run (or without it) and from the keyboard.
 */
export function FaqList({ items }: { items: FaqItems }) {
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', display: 'grid', gap: 1.5 }}>
      {items.map((item) => (
        <Box
          component="details"
          key={item.id}
          sx={{
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            '&[open] > summary::after': { transform: 'rotate(-135deg)' },
          }}
        >
          <Box
            component="summary"
            sx={{
              cursor: 'pointer',
              listStyle: 'none',
              p: 2,
              fontWeight: 700,
              display: 'flex',
              gap: 2,
              justifyContent: 'space-between',
              alignItems: 'center',
              '&::-webkit-details-marker': { display: 'none' },
              // A chevron drawn with borders: a glyph for it would pull in the whole font (the Persian cut has none).
              '&::after': {
                content: '""',
                flexShrink: 0,
                width: 9,
                height: 9,
                borderRight: '2px solid',
                borderBottom: '2px solid',
                transform: 'rotate(45deg)',
                transition: 'transform 150ms',
              },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 2 },
            }}
          >
            {item.question}
          </Box>
          <Typography sx={{ px: 2, pb: 2, color: 'text.secondary', whiteSpace: 'pre-line' }}>{item.answer}</Typography>
        </Box>
      ))}
    </Box>
  );
}
