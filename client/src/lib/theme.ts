import { createTheme } from '@mui/material/styles';

/**
 * Keyboard focus, the same on every control: a dark ring with a white halo stays visible on the
 * white page, on filled primary buttons and on the dark footer alike.
 */
export const FOCUS_RING = { outline: '3px solid #0f172a', outlineOffset: 2, boxShadow: '0 0 0 2px #ffffff' } as const;

/** One theme for the site and the back office: colours, type scale, spacing, shapes. */
export const theme = createTheme({
  direction: 'rtl',
  palette: {
    primary: { main: '#0f766e', dark: '#115e59', light: '#5eead4', contrastText: '#ffffff' },
    secondary: { main: '#c2410c', contrastText: '#ffffff' },
    // Text on white (outlined chips, links) needs 4.5:1: MUI's own orange and blue reach 3.1 and 4.1.
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
    success: { main: '#15803d' },
    error: { main: '#b91c1c' },
    background: { default: '#f8fafc', paper: '#ffffff' },
    text: { primary: '#0f172a', secondary: '#475569' },
  },
  typography: {
    fontFamily: "Vazirmatn, 'Vazirmatn fallback', Tahoma, sans-serif",
    h1: { fontSize: 'clamp(1.9rem, 5vw, 3rem)', fontWeight: 800, lineHeight: 1.4 },
    h2: { fontSize: 'clamp(1.5rem, 3.5vw, 2.2rem)', fontWeight: 800, lineHeight: 1.4 },
    h3: { fontSize: '1.25rem', fontWeight: 700 },
    button: { fontWeight: 700, textTransform: 'none' },
    body1: { lineHeight: 1.9 },
  },
  shape: { borderRadius: 12 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { '&:focus-visible': FOCUS_RING } } },
    // Buttons, chips, icon buttons, list items: MUI marks their keyboard focus with Mui-focusVisible.
    MuiButtonBase: {
      // Ripples cost a slow phone frames on every press (layout, animation) and say no more than the
      // pressed colours; keyboard focus has its own ring. Without `disableTouchRipple` too, a
      // button's first touch still mounts its (never shown) ripple: a re-render before the click.
      defaultProps: { disableRipple: true, disableTouchRipple: true },
      styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } },
    },
  },
});
