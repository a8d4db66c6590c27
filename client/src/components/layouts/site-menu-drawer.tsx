import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isCurrentLink, LINKS, SiteBrand } from './site-header';

interface SiteMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  onOrder: () => void;
}

/** The phone menu: the brand, a close button, the pages (the current one marked) and the order button. */
export function SiteMenuDrawer({ open, onClose, onOrder }: SiteMenuDrawerProps) {
  const location = useLocation();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280, maxWidth: '85vw' } } }}>
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
              onClick={onClose}
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
