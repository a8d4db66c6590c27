import { EventEmitter } from 'node:events';
import { Injectable } from '@nestjs/common';

/**
 * Whether this instance is leaving (SIGTERM received). Readiness answers 503 from that moment so
 * the load balancer stops sending traffic while the listener still answers what arrives. Whatever
 * holds long-lived connections (subscriptions: close them with 1012 "service restart") listens to
 * `drain` instead of waiting for the process to end.
 */
@Injectable()
export class DrainState {
  private readonly events = new EventEmitter();
  private started = false;

  get draining(): boolean {
    return this.started;
  }

  /** Idempotent: a second signal changes nothing. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.events.emit('drain');
  }

  /** Calls `listener` once when draining starts, or at once if it already has. */
  onDrain(listener: () => void): void {
    if (this.started) listener();
    else this.events.once('drain', listener);
  }
}
