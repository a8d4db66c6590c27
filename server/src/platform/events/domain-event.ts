/**
 * The writes the domain announces (docs/ARCHITECTURE.md, "Domain events"): one event per write,
 * naming the record's kind, what was done to it, its id, the admin who did it and the record as
 * it was and as it is. Each kind lists the actions it has; an event's `type` is
 * `<entity>.<action>`, so a listener narrows the union with one `switch`.
 */
export const DOMAIN_EVENTS = {
  // deactivated / reactivated: a superadmin turned an admin off or on again (docs/INTEGRATORS.md, "Admins, roles,
  // sessions and lockouts"); the deactivation's
  // `after` also names the dialog's choices (`reassignedTo`, `apiTokens`), which are no column of the row.
  admin: ['created', 'updated', 'unlocked', 'signed-out', 'deactivated', 'reactivated'],
  customer: ['created', 'updated', 'deleted', 'restored'],
  // revealed: an admin read a plan's access details on purpose; exported: a superadmin's CSV with them
  // (docs/ARCHITECTURE.md, "Secrets shown on purpose").
  'customer-plan': ['created', 'updated', 'deleted', 'restored', 'revealed', 'exported'],
  theme: ['created', 'updated', 'sorted', 'deleted'],
  category: ['created', 'updated', 'deleted', 'restored'],
  plan: ['created', 'updated', 'deleted', 'restored', 'features-changed'],
  feature: ['created', 'updated', 'sorted', 'deleted', 'restored'],
  'work-sample': ['created', 'updated', 'deleted', 'restored'],
  order: ['created', 'status-changed', 'assigned', 'converted', 'first-contacted', 'first-contact-overdue'],
  'order-call': ['created'],
  'admin-preference': ['updated'],
  // An admin's two-factor sign-in turned on or off by themselves, or reset by a superadmin (docs/INTEGRATORS.md,
  // "Admins, roles, sessions and lockouts").
  'admin-two-factor': ['enabled', 'disabled', 'reset'],
  // transferred: kept under a new owner when the admin who made it was deactivated (docs/INTEGRATORS.md, "Admins,
  // roles, sessions and lockouts").
  'api-token': ['created', 'revoked', 'transferred'],
  'webhook-endpoint': ['created', 'updated', 'deleted', 'secret-rotated', 'transferred', 'revoked'],
  'site-settings': ['updated'],
  'faq-item': ['created', 'updated', 'sorted', 'deleted'],
} as const;

export type DomainEntity = keyof typeof DOMAIN_EVENTS;
export type ActionOf<E extends DomainEntity> = (typeof DOMAIN_EVENTS)[E][number];

/**
 * Who made the write: an admin, or an integrator's API token (named, as the log shows it); null
 * for a visitor (a public order) or a job.
 */
export type Actor = { kind: 'admin'; id: number } | { kind: 'token'; id: number; name: string };

/**
 * A record at one moment: how staff name it, and its stored fields (secrets left out, dates as
 * ISO strings); null when it does not exist at that moment (before a create, after a delete).
 */
export interface RecordState {
  label: string;
  values: Record<string, unknown>;
  /** After an update: the secrets it replaced, by name only (`password`), so the log can say so without them. */
  replacedSecrets?: readonly string[];
}

/** The door a request came in by (an `order.created` names it): the site's form, the REST facade, or staff. */
export type RequestChannel = 'public-form' | 'rest' | 'staff';

export interface RecordEvent<E extends DomainEntity, A extends ActionOf<E>> {
  readonly type: `${E}.${A}`;
  readonly entity: E;
  readonly action: A;
  readonly id: number;
  readonly actor: Actor | null;
  readonly before: RecordState | null;
  readonly after: RecordState | null;
  /** On `order.created`: the door the request came in by. */
  readonly channel?: RequestChannel;
}

/** Every event the domain publishes, discriminated by `type` (or by `entity`, then `action`). */
export type DomainEvent = { [E in DomainEntity]: { [A in ActionOf<E>]: RecordEvent<E, A> }[ActionOf<E>] }[DomainEntity];

export type DomainEventType = DomainEvent['type'];

/** What a service publishes: the unit of work adds the actor. */
export type NewDomainEvent = DomainEvent extends infer Event ? (Event extends DomainEvent ? Omit<Event, 'actor'> : never) : never;

/** The event a `type` names, built from its parts. */
export function eventOf<T extends DomainEventType>(
  type: T,
  fields: { id: number; before: RecordState | null; after: RecordState | null },
): Extract<NewDomainEvent, { type: T }> {
  const dot = type.indexOf('.');
  return { type, entity: type.slice(0, dot), action: type.slice(dot + 1), ...fields } as unknown as Extract<NewDomainEvent, { type: T }>;
}
