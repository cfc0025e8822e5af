/**
 * Gives an account a role: `npm run user:promote -- <email> <student|moderator|admin>`. The only
 * way to create the first admin (no public route changes roles; afterwards admins may do it in the
 * console). It works on the configured database (DATABASE_URL or DATA_DIR, migrated first) and
 * writes the change to the moderation audit log with no actor: the server's operator did it.
 * With the embedded database (PGlite) stop the server first: only one process may open it.
 */
import { sql } from "drizzle-orm";

import { ASSIGNABLE_ROLES, USER_ROLE_LABELS, type UserRole } from "../app/lib/moderation";
import { readEnv } from "../app/server/core/env.server";
import { closeDatabase, databaseConfig, openDatabase } from "../app/server/db/client.server";
import { changeRole } from "../app/server/moderation/users.server";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [email, role] = process.argv.slice(2);
const usage = `Uso: npm run user:promote -- <correo> <${ASSIGNABLE_ROLES.join("|")}>`;
if (!email || !role) fail(usage);
if (!(ASSIGNABLE_ROLES as readonly string[]).includes(role))
  fail(`Rol desconocido «${role}». Los roles son: ${ASSIGNABLE_ROLES.join(", ")}.\n${usage}`);

const env = readEnv();
const opened = openDatabase(databaseConfig(env));
try {
  await opened.migrate();
  const { rows } = await opened.db.execute<{ id: string; role: UserRole }>(
    sql`SELECT id, role FROM "user" WHERE lower(email) = lower(${email.trim()})`,
  );
  const account = rows[0];
  if (account) {
    await changeRole(null, account.id, role as UserRole, "npm run user:promote");
    console.log(`${email}: ${USER_ROLE_LABELS[account.role]} → ${USER_ROLE_LABELS[role as UserRole]}`);
  } else {
    console.error(`No hay ninguna cuenta con el correo ${email}.`);
    process.exitCode = 1;
  }
} finally {
  await closeDatabase();
}
