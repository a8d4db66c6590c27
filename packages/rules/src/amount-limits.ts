/**
 * The ranges of the figures staff type: the server's @Min/@Max, and what the back office checks
 * before sending, so an amount out of range is named as such, not as "not a whole number".
 */
export const AMOUNT_LIMITS = {
  /** Prices and amounts paid, in tomans (GraphQL's Int holds them with room to spare). */
  tomans: { min: 0, max: 2_000_000_000 },
  /** A plan's hosting space, in GB. */
  hostingSpaceGb: { min: 1, max: 10_000 },
} as const;
