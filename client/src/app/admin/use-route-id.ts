import { useParams } from 'react-router-dom';
import { toLatinDigits } from '@/lib/format';

/**
 * The record id in the route (`:id`), or null when the address does not hold one. Pages that ask
 * the API with `?? 0` get its 404 for an address like `/edit/abc`, never a malformed request.
 */
export function useRouteId(): number | null {
  const { id } = useParams();
  const value = Number(toLatinDigits(id ?? ''));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
