/** Messages of the contact and institutions forms, and the newsletter list. */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { CONTACT_TYPES, INSTITUTION_TYPES } from "~/lib/contact-forms";
import { user } from "~/server/db/schema/accounts";
import { createdAt } from "~/server/db/schema/columns";

/**
 * Messages of the contact form and requests of the institutions form: stored first (nothing is
 * lost if the mail server is down), then e-mailed to the team; `notified_at` stays empty until the
 * e-mail was accepted, so the team can find what it was not told about.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    type: text("type", { enum: CONTACT_TYPES }).notNull().default("general"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_recent_idx").on(t.createdAt.desc().nullsFirst())],
);

export const institutionRequests = pgTable(
  "institution_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    institutionName: text("institution_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    institutionType: text("institution_type", { enum: INSTITUTION_TYPES }).notNull(),
    message: text("message").notNull(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("institution_requests_recent_idx").on(t.createdAt.desc().nullsFirst())],
);

export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;

/**
 * The newsletter list, double opt-in: a subscription is `pending` until its address opens the
 * confirmation link, `confirmed` after, `unsubscribed` after the link every e-mail carries. One row
 * per address, whatever happens. `requested_at` is when the last confirmation link was sent: a
 * link is valid only for the request it was sent for.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    source: text("source"),
    status: text("status", { enum: NEWSLETTER_STATUSES }).notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("newsletter_subscriptions_status_values", sql`${t.status} IN ('pending', 'confirmed', 'unsubscribed')`),
  ],
);
