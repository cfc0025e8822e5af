import { createCookie } from "react-router";

/**
 * Remembers, for one hour, which address just signed up and still has to be confirmed, so the
 * login page can remind the student and offer a new link (the SPEC's "pending profile" reminder,
 * without keeping the profile itself in the browser).
 */
const pendingConfirmationCookie = createCookie("uniopina.pendiente", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60 * 60,
});

export async function readPendingConfirmation(request: Request): Promise<string | null> {
  const value: unknown = await pendingConfirmationCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.includes("@") ? value : null;
}

export function rememberPendingConfirmation(email: string): Promise<string> {
  return pendingConfirmationCookie.serialize(email);
}

export function forgetPendingConfirmation(): Promise<string> {
  return pendingConfirmationCookie.serialize("", { maxAge: 0 });
}
