import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { OrderEventsSubscription } from '@/generated/graphql';
import { useStableCallback } from '@/lib/use-stable-callback';
import { alertPermission, playAlertSound, showOverdueAlert, showRequestAlert } from './browser-alerts';
import { useAlertPreferences } from './use-alert-preferences';

export type LiveOrderEvent = OrderEventsSubscription['orderEvents'];

/**
 * What the back office does when a request arrives (docs/INTEGRATORS.md, "Live back office"): a system notification naming the
 * requester while this tab is in the background (a visible tab shows the new row itself), and the
 * admin's sound if they turned it on. A request the admin entered themselves alerts no one at
 * this admin's desk. A request past its first-call target alerts whoever hears it (the server tells
 * only its owner, or the admins on duty, and superadmins) even in a visible tab: the list on screen
 * may not be the requests'. Returns the live feed's listener.
 */
export function useRequestAlerts(adminId: number): (event: LiveOrderEvent) => void {
  const navigate = useNavigate();
  const { alertSound } = useAlertPreferences();
  return useStableCallback((event: LiveOrderEvent) => {
    const order = event.order;
    if (event.kind === 'FIRST_CONTACT_OVERDUE' && order) {
      if (alertSound) playAlertSound();
      if (alertPermission() === 'granted') showOverdueAlert(order, () => void navigate(paths.admin.order(order.id)));
      return;
    }
    if (event.kind !== 'CREATED' || !order || event.actorId === adminId) return;
    if (alertSound) playAlertSound();
    if (document.visibilityState !== 'hidden' || alertPermission() !== 'granted') return;
    showRequestAlert(order, () => void navigate(paths.admin.order(order.id)));
  });
}
