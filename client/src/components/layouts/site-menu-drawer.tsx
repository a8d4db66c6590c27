import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { Link as RouterLink } from 'react-router-dom';
import { LINKS } from './site-header';

export function SiteMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <List id="site-menu" component="nav" aria-label="منوی اصلی" sx={{ width: 260, pt: 2 }}>
        {LINKS.map((link) => (
          <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
            {link.label}
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
