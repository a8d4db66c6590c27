import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { useRef, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isPlainClick, pushSectionUrl, scrollToSection, sectionOfCurrentPage } from '@/lib/section-scroll';
import { isCurrentLink, LINKS, SiteBrand } from './site-nav';

interface SiteMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  onOrder: () => void;
}

/** The phone menu: the brand, a close button, the pages (the current one marked) and the order button. */
export function SiteMenuDrawer({ open, onClose, onOrder }: SiteMenuDrawerProps) {
  const location = useLocation();
  // A section of the page on screen is scrolled to once the drawer has gone: while it is open
  // the page under it cannot scroll, and closing gives focus back to the menu button.
  const sectionAfterClose = useRef<string | null>(null);
  const follow = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    const id = sectionOfCurrentPage(to, location.pathname);
    if (id && isPlainClick(event) && document.getElementById(id)) {
      event.preventDefault();
      pushSectionUrl(to);
      sectionAfterClose.current = id;
    }
    onClose();
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        // The dialog's name (axe: aria-dialog-name), on the element that carries role="dialog".
        paper: { 'aria-label': 'منوی سایت', sx: { width: 280, maxWidth: '85vw' } } as object,
        transition: {
          onExited: () => {
            const id = sectionAfterClose.current;
            sectionAfterClose.current = null;
            if (id) scrollToSection(id);
          },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          minHeight: 68,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <SiteBrand onClick={onClose} />
        <IconButton aria-label="بستن منو" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <List id="site-menu" component="nav" aria-label="منوی اصلی" sx={{ py: 1 }}>
        {LINKS.map((link) => {
          const current = isCurrentLink(link.to, location);
          return (
            <ListItemButton
              key={link.to}
              component={RouterLink}
              to={link.to}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => follow(event, link.to)}
              selected={current}
              aria-current={current ? 'page' : undefined}
              sx={{
                py: 1.5,
                fontWeight: current ? 800 : 500,
                '&.Mui-selected': { color: 'primary.dark', borderInlineStart: 4, borderColor: 'primary.main' },
              }}
            >
              {link.label}
            </ListItemButton>
          );
        })}
      </List>
      <Box sx={{ px: 2, pb: 3, mt: 'auto' }}>
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={() => {
            onClose();
            onOrder();
          }}
        >
          ثبت سفارش
        </Button>
      </Box>
    </Drawer>
  );
}
