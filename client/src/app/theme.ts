import { createTheme } from '@mui/material/styles';

/** One theme for the site and the back office: colours, type scale, spacing, shapes. */
export const theme = createTheme({
  direction: 'rtl',
  palette: {
    primary: { main: '#0f766e', dark: '#115e59', light: '#5eead4', contrastText: '#ffffff' },
    secondary: { main: '#c2410c', contrastText: '#ffffff' },
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
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
