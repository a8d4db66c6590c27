import { firstNameOf } from '@/lib/person-name';

export type AlertPermission = NotificationPermission | 'unsupported';

export function alertPermission(): AlertPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Only from a click: browsers refuse (and some remember the refusal) when a page asks on its own. */
export async function askAlertPermission(): Promise<AlertPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/**
 * The system notification of a new request. One tag per request, so the admin's other tabs,
 * which heard the same event, replace it rather than stack copies of it.
 */
export function showRequestAlert(order: { id: number; fullName: string }, onOpen: () => void): void {
  const first = firstNameOf(order.fullName) || 'بازدیدکننده‌ای';
  const notification = new Notification('درخواست تازه', {
    body: `${first} درخواست تماس گذاشته است.`,
    tag: `request-${order.id}`,
    lang: 'fa',
    dir: 'rtl',
  });
  notification.onclick = () => {
    window.focus();
    onOpen();
    notification.close();
  };
}

/**
 * The system notification of a request past its first-call target, for whoever must call it (the
 * server sends the alert only to them). Its own tag: it does not replace the request's arrival.
 */
export function showOverdueAlert(order: { id: number; fullName: string }, onOpen: () => void): void {
  const first = firstNameOf(order.fullName) || 'بازدیدکننده‌ای';
  const notification = new Notification('دیرکرد تماس اول', {
    body: `مهلت تماس اول با ${first} گذشته است؛ هنوز با او تماس گرفته نشده.`,
    tag: `overdue-${order.id}`,
    lang: 'fa',
    dir: 'rtl',
    requireInteraction: true,
  });
  notification.onclick = () => {
    window.focus();
    onOpen();
    notification.close();
  };
}

let audio: AudioContext | null = null;

/**
 * Browsers let a page play sound only after the person interacted with it: the click that turns
 * the sound on starts the audio context, which later alerts reuse while the tab is in the background.
 */
export function primeAlertSound(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  void audio.resume().catch(() => undefined);
}

/** Two short tones, made here rather than fetched: no sound file for a feature most admins leave off. */
export function playAlertSound(): void {
  if (!audio || audio.state !== 'running') return;
  const start = audio.currentTime;
  [880, 1320].forEach((frequency, i) => {
    const tone = audio!.createOscillator();
    const gain = audio!.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, start + i * 0.18);
    gain.gain.exponentialRampToValueAtTime(0.001, start + i * 0.18 + 0.16);
    tone.connect(gain).connect(audio!.destination);
    tone.start(start + i * 0.18);
    tone.stop(start + i * 0.18 + 0.17);
  });
}
