/**
 * Opening an account from a sign-up form, a student's (/register) or a professor's (/profesor/:id/
 * soy-yo). The user, its password and what its kind of account needs — a student's profile, a
 * professor's claim — are written in one transaction, so a failure leaves nothing behind. The
 * address is unique: of the same form sent several times at once (a double click, a retried
 * request), one insert wins and the others wait for it and find its account. Those are told what
 * the first was told, since it is true for them too: the account exists and its confirmation link
 * is on its way. Any other sign-up with an address in use is told the address is taken.
 */
import { and, eq } from "drizzle-orm";

import { accountRows } from "~/server/auth/account-rows.server";
import { getAuth, mailConfirmationLink } from "~/server/auth/auth.server";
import { getDb, type Transaction } from "~/server/db/client.server";
import { account, user } from "~/server/db/schema";

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  role: "student" | "professor";
}

/** `repeated`: the same sign-up sent again while its account waits for confirmation. */
export type SignUpOutcome = "created" | "repeated" | "taken";

/**
 * Opens the account with `writeOwnRows` in the same transaction, then mails the confirmation link.
 * `isSameSignUp` tells, of an unconfirmed account of the same kind and password, whether it was
 * opened by this same form (the professor whose profile it claims).
 */
export async function openAccount(
  newAccount: NewAccount,
  writeOwnRows: (tx: Transaction, userId: string) => Promise<void>,
  isSameSignUp: (userId: string) => Promise<boolean> = async () => true,
): Promise<SignUpOutcome> {
  const auth = await getAuth().$context;
  const passwordHash = await auth.password.hash(newAccount.password);
  const facts = {
    id: auth.generateId({ model: "user" }) || crypto.randomUUID(),
    accountId: auth.generateId({ model: "account" }) || crypto.randomUUID(),
    name: newAccount.name,
    email: newAccount.email,
    passwordHash,
    createdAt: new Date(),
    confirmed: false,
  };
  const rows = accountRows(facts, newAccount.role);
  const written = await getDb().transaction(async (tx) => {
    const inserted = await tx
      .insert(user)
      .values(rows.user)
      .onConflictDoNothing({ target: user.email })
      .returning({ id: user.id });
    if (inserted.length > 0) {
      await tx.insert(account).values(rows.account);
      await writeOwnRows(tx, facts.id);
      return { created: true } as const;
    }
    const [existing] = await tx
      .select({ id: user.id, confirmed: user.emailVerified, role: user.role, passwordHash: account.password })
      .from(user)
      .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, "credential")))
      .where(eq(user.email, newAccount.email))
      .limit(1);
    return { created: false, existing } as const;
  });
  if (written.created) {
    try {
      await mailConfirmationLink({ id: facts.id, email: facts.email, name: facts.name });
    } catch (error) {
      // The account stands: the login page offers a new link for an address still to confirm.
      console.error("Error al enviar el correo de confirmación", error);
    }
    return "created";
  }
  const { existing } = written;
  const repeated =
    existing !== undefined &&
    !existing.confirmed &&
    existing.role === newAccount.role &&
    existing.passwordHash !== null &&
    (await auth.password.verify({ hash: existing.passwordHash, password: newAccount.password })) &&
    (await isSameSignUp(existing.id));
  return repeated ? "repeated" : "taken";
}
