/**
 * The longest value each kind of field may hold: the columns' lengths, checked by the server's
 * @MaxLength and enforced by the back office's inputs, so a form stops where the server would refuse.
 */
export const FIELD_LIMITS = {
  /** A person's first or family name (admins, customers). */
  personName: 100,
  /** E-mail addresses: 191 characters keep a utf8mb4 index within MySQL's 767 bytes. */
  email: 191,
  /** Titles of plans, features, categories, themes and work samples. */
  title: 191,
  /** Free-text notes: a customer's expert note, a work sample's description. */
  note: 5000,
  /** A customer plan's or work sample's domain. */
  domain: 255,
  /** A theme's demo link and short description. */
  link: 500,
  /** Long texts: a customer plan's access details, a theme's full description. */
  longText: 10_000,
  /** A request's full name. */
  fullName: 191,
  /** A request's description. */
  requestNote: 2000,
} as const;

/**
 * The back office's own fields, apart from FIELD_LIMITS: the public pages import that one, and every
 * entry of an object travels with it whether a page reads it or not.
 */
export const STAFF_FIELD_LIMITS = {
  /** A call's or note's text in a request's call log. */
  callNote: 2000,
  /** An admin's password: bcrypt reads 72 bytes and no more, so a longer one would be cut silently. */
  passwordMin: 8,
  passwordMax: 72,
  /** An API token's name. */
  tokenName: 100,
  /** A webhook endpoint's address, and its description. */
  webhookUrl: 2000,
  webhookDescription: 191,
} as const;
