import Alert from '@mui/material/Alert';

/** A refused save's message, in red under the form (docs/ARCHITECTURE.md §8). */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" data-testid="form-error">
      {message}
    </Alert>
  );
}
