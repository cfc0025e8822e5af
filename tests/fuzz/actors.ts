/** Who the fuzz suites send requests as: a visitor, a verified student, a moderator. */
import { sql } from "drizzle-orm";

import type { TestApp } from "../support/app";
import { TestClient } from "../support/client";
import { DEMO_PASSWORD, rows } from "../support/students";

export interface Actor {
  name: "visitante" | "estudiante" | "moderador";
  client: TestClient;
  /**
   * For a signed-in actor, signs in again when a fuzzed request ended the session (a sign-out),
   * as the next account of its kind when the account is gone (a fuzzed deletion that was valid).
   */
  renew: (() => Promise<void>) | null;
}

async function signedIn(
  app: TestApp,
  name: Actor["name"],
  accounts: { email: string }[],
  address: string,
): Promise<Actor> {
  const actor: Actor = { name, client: new TestClient(app, address), renew: null };
  actor.renew = async () => {
    if ([...actor.client.cookies.keys()].some((cookie) => cookie.endsWith("session_token"))) return;
    for (;;) {
      const account = accounts[0];
      if (!account) throw new Error(`No quedan cuentas para el actor ${name}`);
      actor.client = new TestClient(app, address);
      if ((await actor.client.signIn(account.email, DEMO_PASSWORD)).status === 302) return;
      accounts.shift();
    }
  };
  await actor.renew();
  return actor;
}

/**
 * The three actors. `offset` picks other students for each suite, and each signs in from its own
 * address (the login throttle counts per address).
 */
export async function fuzzActors(app: TestApp, offset: number): Promise<Actor[]> {
  const accounts = await rows<{ id: string; email: string }>(
    app,
    sql`SELECT u.id, u.email FROM "user" u JOIN user_profiles p ON p.id = u.id
        WHERE u.email_verified AND p.is_university_verified AND u.role = 'student' ORDER BY u.id OFFSET ${offset} LIMIT 8`,
  );
  const students = accounts.slice(0, 4);
  const moderators = accounts.slice(4);
  for (const moderator of moderators)
    await app.db.execute(sql`UPDATE "user" SET role = 'moderator' WHERE id = ${moderator.id}`);
  return [
    { name: "visitante", client: new TestClient(app, `192.0.2.${offset + 1}`), renew: null },
    await signedIn(app, "estudiante", students, `198.18.${offset}.1`),
    await signedIn(app, "moderador", moderators, `198.18.${offset}.2`),
  ];
}
