/**
 * The newsletter list, double opt-in (footer and blog forms). A subscription is stored `pending`
 * and an e-mail asks its address to confirm; only a confirmed address would receive the newsletter;
 * every e-mail has a link to cancel. One row per address whatever happens (one upsert, safe under
 * parallel requests), and the page answers the same sentence whether the address was new, pending
 * or already subscribed — the e-mail, which only the owner reads, says which. The e-mail is sent
 * without waiting for the mail server, so the answer's timing does not tell either.
 */
import { and, eq, sql } from "drizzle-orm";

import { isThrottled, recordAttempt, throttleAddress, type ThrottleRule } from "~/server/core/throttle.server";
import { getDb } from "~/server/db/client.server";
import { newsletterSubscriptions } from "~/server/db/schema";
import { sendAlreadySubscribedEmail, sendSubscriptionConfirmationEmail } from "~/server/newsletter/emails.server";
import {
  CONFIRMATION_LINK_DAYS,
  confirmationLink,
  readConfirmationToken,
  readUnsubscribeToken,
  unsubscribeLink,
} from "~/server/newsletter/links.server";

export const NEWSLETTER_MESSAGES = {
  checkInbox:
    "¡Casi está! Te hemos enviado un correo para confirmar tu suscripción. Revisa tu bandeja de entrada (y la carpeta de spam).",
  throttled: "Has pedido demasiadas suscripciones seguidas. Espera una hora antes de volver a intentarlo.",
} as const;

/** Confirmation e-mails per hour: a few per address asked for (a lost e-mail), more per client (a shared network). */
const WINDOW_SECONDS = 60 * 60;
const EMAIL_RULE: ThrottleRule = { limit: 3, windowSeconds: WINDOW_SECONDS };
const CLIENT_RULE: ThrottleRule = { limit: 10, windowSeconds: WINDOW_SECONDS };

export async function subscribeToNewsletter(
  email: string,
  source: string,
  clientAddress: string,
): Promise<"requested" | "throttled"> {
  const emailKey = `boletin:correo:${email}`;
  const clientKey = `boletin:ip:${throttleAddress(clientAddress)}`;
  if ((await isThrottled([emailKey], EMAIL_RULE)) || (await isThrottled([clientKey], CLIENT_RULE))) return "throttled";
  await recordAttempt([emailKey, clientKey], { windowSeconds: WINDOW_SECONDS });

  const confirmed = sql`${newsletterSubscriptions.status} = 'confirmed'`;
  // Whole milliseconds: the link carries the request's time as JavaScript reads it back.
  const now = sql`date_trunc('milliseconds', now())`;
  const [row] = await getDb()
    .insert(newsletterSubscriptions)
    .values({ email, source, status: "pending", requestedAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      // A confirmed subscription stays as it is; a pending or cancelled one starts a new request,
      // which voids the links sent before.
      set: {
        status: sql`CASE WHEN ${confirmed} THEN 'confirmed' ELSE 'pending' END`,
        requestedAt: sql`CASE WHEN ${confirmed} THEN ${newsletterSubscriptions.requestedAt} ELSE ${now} END`,
      },
    })
    .returning({
      id: newsletterSubscriptions.id,
      status: newsletterSubscriptions.status,
      requestedAt: newsletterSubscriptions.requestedAt,
    });

  const cancel = unsubscribeLink(row!.id);
  const sending =
    row!.status === "confirmed"
      ? sendAlreadySubscribedEmail({ to: email, unsubscribeLink: cancel })
      : sendSubscriptionConfirmationEmail({
          to: email,
          confirmLink: confirmationLink(row!.id, row!.requestedAt),
          unsubscribeLink: cancel,
        });
  sending.catch((error: unknown) => console.error("Error al enviar el correo del boletín", error));
  return "requested";
}

export type ConfirmationState = "ready" | "confirmed" | "expired" | "invalid";

/** What a confirmation link would do, without doing it (its page shows the button or the reason). */
export async function inspectConfirmation(token: string): Promise<ConfirmationState> {
  const claim = readConfirmationToken(token);
  if (!claim) return "invalid";
  const [row] = await getDb()
    .select({ status: newsletterSubscriptions.status, requestedAt: newsletterSubscriptions.requestedAt })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, claim.subscriptionId));
  if (!row || row.requestedAt.getTime() !== claim.requestedAtMs || row.status === "unsubscribed") return "invalid";
  if (row.status === "confirmed") return "confirmed";
  return Date.now() - claim.requestedAtMs > CONFIRMATION_LINK_DAYS * 86_400_000 ? "expired" : "ready";
}

/** Confirms the subscription a valid link was sent for; confirming twice is not an error. */
export async function confirmSubscription(token: string): Promise<ConfirmationState> {
  const state = await inspectConfirmation(token);
  if (state !== "ready") return state;
  const claim = readConfirmationToken(token)!;
  const updated = await getDb()
    .update(newsletterSubscriptions)
    .set({ status: "confirmed", confirmedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscriptions.id, claim.subscriptionId),
        eq(newsletterSubscriptions.status, "pending"),
        sql`${newsletterSubscriptions.requestedAt} = ${new Date(claim.requestedAtMs).toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  // Nothing updated: the same link clicked twice at once (now confirmed) or a new request meanwhile.
  return updated.length > 0 ? "confirmed" : inspectConfirmation(token);
}

/** Whether a cancellation link is one of ours for an existing subscription. */
export async function isValidUnsubscribeLink(token: string): Promise<boolean> {
  const id = readUnsubscribeToken(token);
  if (!id) return false;
  const [row] = await getDb()
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  return Boolean(row);
}

/** Cancels the subscription (idempotent); false when the link is not valid. */
export async function unsubscribe(token: string): Promise<boolean> {
  const id = readUnsubscribeToken(token);
  if (!id) return false;
  const [row] = await getDb()
    .update(newsletterSubscriptions)
    .set({
      status: "unsubscribed",
      unsubscribedAt: sql`CASE WHEN ${newsletterSubscriptions.status} = 'unsubscribed' THEN ${newsletterSubscriptions.unsubscribedAt} ELSE now() END`,
    })
    .where(eq(newsletterSubscriptions.id, id))
    .returning({ id: newsletterSubscriptions.id });
  return Boolean(row);
}
