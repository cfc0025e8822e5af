/**
 * Accounts through the real request handler, a real database and real SMTP: sign-up, the
 * confirmation e-mail, sign-in, throttling, sessions, profiles, deletion and data export.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { startTestApp, type TestApp } from "./support/app";
import { TestClient } from "./support/client";
import { eventually } from "./support/eventually";
import { unescapeHtml } from "./support/html";
import { linkIn, type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from "./support/smtp";
import { signInNewStudent } from "./support/students";

let app: TestApp;
let smtp: SmtpReceiver;
let inbox: ReceivedMail[];

beforeAll(async () => {
  app = await startTestApp();
  smtp = await startSmtpReceiver();
  inbox = smtp.inbox;
});
afterAll(async () => {
  await smtp.close();
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await app.db.execute(query)).rows as T[];
}

async function university(name: string) {
  const [row] = await rows<{ id: string; career_id: string }>(sql`
    SELECT u.id, c.id AS career_id FROM universities u JOIN careers c ON c.university_id = u.id
    WHERE u.name = ${name} ORDER BY c.name LIMIT 1`);
  return row!;
}

let counter = 0;
async function validRegistration(overrides: Record<string, string> = {}) {
  const ua = await university("Universidad de Alicante");
  counter += 1;
  return {
    firstName: "María José",
    lastName: "Núñez-O'Connor Güell",
    universityId: ua.id,
    careerId: ua.career_id,
    email: `maria.nunez.${counter}.${Date.now()}@alu.ua.es`,
    password: "secreto1",
    confirmPassword: "secreto1",
    acceptTerms: "on",
    ...overrides,
  };
}

describe("sign-up, confirmation and sign-in", () => {
  it("registers, mails a Spanish confirmation link over SMTP, confirms and signs in", async () => {
    const client = new TestClient(app);
    const form = await validRegistration();
    const signUp = await client.post("/register", form);
    expect(signUp.status).toBe(200);
    const page = await signUp.text();
    expect(page).toContain("¡Registro completado!");
    expect(page).toContain('content="4;url=/login"');

    const [profile] = await rows<{
      full_name: string;
      is_university_verified: boolean;
      is_public: boolean;
      university_id: string;
    }>(sql`
      SELECT p.full_name, p.is_university_verified, p.is_public, p.university_id FROM user_profiles p JOIN "user" u ON u.id = p.id WHERE u.email = ${form.email}`);
    expect(profile).toMatchObject({
      full_name: "María José Núñez-O'Connor Güell",
      is_university_verified: false,
      is_public: false,
      university_id: form.universityId,
    });

    // Not confirmed yet: sign-in is refused with the SPEC message and the reminder.
    const early = await client.signIn(form.email, form.password);
    expect(early.status).toBe(403);
    const earlyHtml = await early.text();
    // One message for one problem: the refusal and the resend button together, no second notice.
    expect(earlyHtml.split('role="alert"')).toHaveLength(2);
    expect(earlyHtml.slice(earlyHtml.indexOf("<main"), earlyHtml.indexOf("</main>"))).not.toContain('role="status"');
    const alert = earlyHtml.slice(earlyHtml.indexOf('role="alert"'));
    expect(alert.indexOf("Por favor, confirma tu correo electrónico")).toBeGreaterThan(0);
    expect(alert.indexOf("Reenviar el correo de confirmación")).toBeGreaterThan(
      alert.indexOf("Por favor, confirma tu correo electrónico"),
    );

    const mail = await smtp.waitForMail(form.email);
    expect(mail.subject).toBe("Confirma tu correo en UniOpina");
    expect(mail.text).toContain("UniOpina");
    expect(mail.text).toContain("caduca en 1 hora");

    const confirm = await client.request(linkIn(mail));
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("Location")).toBe("/login?confirmado=1");
    const [verified] = await rows<{ is_university_verified: boolean; email_verified: boolean }>(sql`
      SELECT p.is_university_verified, u.email_verified FROM user_profiles p JOIN "user" u ON u.id = p.id WHERE u.email = ${form.email}`);
    expect(verified).toEqual({ is_university_verified: true, email_verified: true });

    const signIn = await client.signIn(form.email, form.password, "/profile");
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("Location")).toBe("/profile");
    const sessionCookie = signIn.headers.getSetCookie().find((cookie) => cookie.startsWith("uniopina.session_token="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);

    const profilePage = await client.request("/profile");
    expect(profilePage.status).toBe(200);
    const html = await profilePage.text();
    expect(html).toContain("María José Núñez-O&#x27;Connor Güell");
    expect(html).toContain("Universidad de Alicante");
    expect(html).toContain("Correo universitario verificado");
    expect(html).toContain("Cerrar Sesión");
  });

  it("refuses a link used after one hour and sends a new one on request", async () => {
    const client = new TestClient(app, "203.0.113.20");
    const form = await validRegistration();
    expect((await client.post("/register", form)).status).toBe(200);
    const link = linkIn(await smtp.waitForMail(form.email));

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 60 * 1000 });
    const expired = await client.request(link);
    expect(expired.status).toBe(200);
    const html = await expired.text();
    expect(html).toContain("El enlace ha caducado");
    expect(html).toContain("Reenviar el correo de confirmación");
    vi.useRealTimers();
    const [still] = await rows<{ email_verified: boolean }>(
      sql`SELECT email_verified FROM "user" WHERE email = ${form.email}`,
    );
    expect(still!.email_verified).toBe(false);

    const mailsBefore = inbox.length;
    const resend = await client.post("/login", { intent: "reenviar", email: form.email });
    expect(resend.status).toBe(200);
    expect(await resend.text()).toContain("te hemos enviado un nuevo enlace");
    await eventually(() => inbox.length > mailsBefore, "el nuevo correo de confirmación");
    const fresh = linkIn(inbox.at(-1)!);
    expect((await client.request(fresh)).headers.get("Location")).toBe("/login?confirmado=1");
  });

  it("makes one account of six identical sign-ups sent at once, and tells each of them to check the e-mail", async () => {
    const form = await validRegistration();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => new TestClient(app, `203.0.113.${140 + index}`).post("/register", form)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const answer of answers) expect(await answer.text()).toContain("¡Registro completado!");
    const accounts = await rows<{ accounts: number; profiles: number; credentials: number }>(sql`
      SELECT count(*)::int AS accounts, count(p.id)::int AS profiles, (SELECT count(*)::int FROM account a JOIN "user" v ON v.id = a.user_id WHERE v.email = ${form.email}) AS credentials
      FROM "user" u LEFT JOIN user_profiles p ON p.id = u.id WHERE u.email = ${form.email}`);
    expect(accounts).toEqual([{ accounts: 1, profiles: 1, credentials: 1 }]);

    // The link they were told about confirms the account; the address is then taken for any new sign-up.
    const client = new TestClient(app, "203.0.113.146");
    expect((await client.request(linkIn(await smtp.waitForMail(form.email)))).headers.get("Location")).toBe(
      "/login?confirmado=1",
    );
    expect((await client.signIn(form.email, form.password)).status).toBe(302);
    const again = await new TestClient(app, "203.0.113.147").post("/register", form);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Este correo ya está registrado");
  });

  it("tells a second sign-up with the same address but another password that it is taken, while the first waits for confirmation", async () => {
    const form = await validRegistration();
    expect((await new TestClient(app, "203.0.113.148").post("/register", form)).status).toBe(200);
    const other = await new TestClient(app, "203.0.113.149").post("/register", {
      ...form,
      password: "otraclave",
      confirmPassword: "otraclave",
    });
    expect(other.status).toBe(409);
    expect(await other.text()).toContain("Este correo ya está registrado");
    const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM "user" WHERE email = ${form.email}`);
    expect(n).toBe(1);
  });

  it("answers an invalid token with a page, not an error", async () => {
    const response = await new TestClient(app).request("/verificar-correo?token=basura");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Enlace no válido");
  });
});

describe("registration rules (SPEC §5)", () => {
  const cases: [string, Record<string, string>, string][] = [
    [
      "all fields empty",
      { firstName: "", lastName: "", universityId: "", careerId: "", email: "", password: "", confirmPassword: "" },
      "Por favor, completa todos los campos",
    ],
    ["blank first name", { firstName: "   " }, "Error en el nombre: El nombre no puede estar vacío"],
    ["blank surname", { lastName: "  " }, "Error en los apellidos: El apellido no puede estar vacío"],
    [
      "digits in the name",
      { firstName: "Ana3" },
      "Error en el nombre: Solo se permiten letras, espacios, guiones o apóstrofes (sin números ni símbolos)",
    ],
    [
      "symbols in the surname",
      { lastName: "Pérez@" },
      "Error en los apellidos: Solo se permiten letras, espacios, guiones o apóstrofes (sin números ni símbolos)",
    ],
    ["one-letter name", { firstName: "A" }, "Error en el nombre: El nombre es demasiado corto"],
    ["one-letter surname", { lastName: "B" }, "Error en los apellidos: El apellido es demasiado corto"],
    ["41-letter name", { firstName: "A".repeat(41) }, "Error en el nombre: El nombre es demasiado largo"],
    ["41-letter surname", { lastName: "B".repeat(41) }, "Error en los apellidos: El apellido es demasiado largo"],
    ["double spaces", { firstName: "Ana  María" }, "Error en el nombre: Evita espacios dobles en el nombre o apellido"],
    ["no university", { universityId: "" }, "Por favor, selecciona tu universidad"],
    ["no career", { careerId: "" }, "Por favor, selecciona tu carrera"],
    [
      "e-mail of another domain",
      { email: "ana@gmail.com" },
      "El correo debe ser de tu universidad. Dominios válidos: @alu.ua.es",
    ],
    ["passwords differ", { confirmPassword: "secreto2" }, "Las contraseñas no coinciden"],
    [
      "short password",
      { password: "abc12", confirmPassword: "abc12" },
      "La contraseña debe tener al menos 6 caracteres",
    ],
    [
      "checkbox not ticked",
      { acceptTerms: "" },
      "Debes confirmar que tu universidad y tu carrera no se podrán cambiar",
    ],
  ];

  it.each(cases)("%s → 400 with the message", async (_name, overrides, message) => {
    const form = await validRegistration(overrides);
    const response = await new TestClient(app).post("/register", form);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM "user" WHERE email = ${form.email}`);
    expect(n).toBe(0);
  });

  it("links the terms and privacy beside the checkbox and never disables 'Crear cuenta' in the server's HTML", async () => {
    const html = await app.html("/register");
    expect(html).toMatch(
      /Entiendo que mi universidad y mi carrera no se podrán cambiar[\s\S]{0,400}href="\/terms"[\s\S]{0,300}href="\/privacy"/,
    );
    // Without JavaScript nothing can say what is missing, so the server answers instead.
    const button = /<button[^>]*value="registrar"[^>]*>/.exec(html)![0];
    expect(button).not.toMatch(/\sdisabled[\s=>]/);
  });

  it("refuses a career of another university", async () => {
    const other = await university("Universidad Complutense de Madrid");
    const response = await new TestClient(app).post(
      "/register",
      await validRegistration({ careerId: other.career_id }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Por favor, selecciona tu carrera");
  });

  it("says 'Este correo ya está registrado' for a used e-mail", async () => {
    const [existing] = await rows<{ email: string }>(sql`
      SELECT u.email FROM "user" u JOIN user_profiles p ON p.id = u.id JOIN universities un ON un.id = p.university_id
      WHERE un.name = 'Universidad de Alicante' LIMIT 1`);
    const response = await new TestClient(app).post("/register", await validRegistration({ email: existing!.email }));
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("Este correo ya está registrado");
  });
});

async function demoStudent(condition = sql`true`) {
  const [row] = await rows<{ id: string; email: string; full_name: string; is_public: boolean }>(sql`
    SELECT u.id, u.email, p.full_name, p.is_public FROM "user" u JOIN user_profiles p ON p.id = u.id
    WHERE ${condition} ORDER BY u.email LIMIT 1`);
  return row!;
}
const DEMO_PASSWORD = "UniOpina2026";

describe("sign-in, throttling and sessions", () => {
  it("asks to complete both fields and rejects wrong credentials", async () => {
    const client = new TestClient(app, "198.51.100.1");
    const empty = await client.signIn("", "");
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Por favor, completa todos los campos");
    const wrong = await client.signIn("nadie@ua.es", "malamala");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Correo o contraseña incorrectos");
  });

  it("a stranger's 5 failures refuse the stranger's address (429), not the owner signing in from another", async () => {
    const student = await demoStudent(sql`u.email LIKE '%ua.es'`);
    const stranger = new TestClient(app, "203.0.113.77");
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await stranger.signIn(student.email, "incorrecta")).status).toBe(401);
    const blocked = await stranger.signIn(student.email, DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Demasiados intentos de inicio de sesión");

    const owner = new TestClient(app, "198.51.100.3");
    expect((await owner.signIn(student.email, DEMO_PASSWORD)).status).toBe(302);
    // The owner's sign-in does not lift the stranger's refusal.
    expect((await stranger.signIn(student.email, DEMO_PASSWORD)).status).toBe(429);
  });

  it("never lets strangers lock the owner out: after 20 wrong passwords from 20 addresses the owner signs in from a new one", async () => {
    const student = await signInNewStudent(app);
    for (let host = 1; host <= 20; host++)
      expect((await new TestClient(app, `192.0.2.${host}`).signIn(student.email, `intento${host}`)).status).toBe(401);
    // The owner, from an address that has not failed, gets in.
    expect((await new TestClient(app, "198.51.100.30").signIn(student.email, DEMO_PASSWORD)).status).toBe(302);
    // With the account under attack, an address that failed on it waits before its next try, right password or not.
    const guesser = await new TestClient(app, "192.0.2.20").signIn(student.email, DEMO_PASSWORD);
    expect(guesser.status).toBe(429);
    expect(Number(guesser.headers.get("Retry-After"))).toBeGreaterThan(0);
    // A guessing address still signs in to another account.
    const other = await demoStudent(sql`u.email LIKE '%us.es'`);
    expect((await new TestClient(app, "192.0.2.1").signIn(other.email, DEMO_PASSWORD)).status).toBe(302);
  });

  it("makes an address wait longer after each failure past five, says how long, and lets it try when the wait is over", async () => {
    const student = await signInNewStudent(app);
    const address = "203.0.113.90";
    const guesser = new TestClient(app, address);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await guesser.signIn(student.email, "incorrecta")).status).toBe(401);
    const first = await guesser.signIn(student.email, DEMO_PASSWORD);
    expect(first.status).toBe(429);
    expect(Number(first.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(first.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect(unescapeHtml(await first.text())).toContain(
      "Demasiados intentos de inicio de sesión. Vuelve a intentarlo dentro de 1 minuto, o recupera el acceso ahora con «¿Olvidaste tu contraseña?».",
    );

    // The database's clock moves on past the wait: one more try, and the next wait is twice as long.
    const timePasses = (seconds: number) =>
      app.db.execute(sql`
      UPDATE rate_limits SET window_started_at = window_started_at - make_interval(secs => ${seconds}) WHERE key LIKE ${`%${address}`}`);
    await timePasses(61);
    expect((await guesser.signIn(student.email, "incorrecta")).status).toBe(401);
    const second = await guesser.signIn(student.email, DEMO_PASSWORD);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("Retry-After"))).toBeGreaterThan(60);
    expect(Number(second.headers.get("Retry-After"))).toBeLessThanOrEqual(120);
    expect(unescapeHtml(await second.text())).toContain("Vuelve a intentarlo dentro de 2 minutos");

    await timePasses(121);
    expect((await guesser.signIn(student.email, DEMO_PASSWORD)).status).toBe(302);
  });

  it("counts an IPv6 client by its /64 network and an IPv4-mapped address as the IPv4 one", async () => {
    const student = await demoStudent(sql`u.email LIKE '%ugr.es' AND p.is_public`);
    for (let host = 1; host <= 5; host++)
      expect((await new TestClient(app, `2001:db8:7:1::${host}`).signIn(student.email, "incorrecta")).status).toBe(401);
    expect((await new TestClient(app, "2001:db8:7:1:ffff::99").signIn(student.email, DEMO_PASSWORD)).status).toBe(429);
    expect((await new TestClient(app, "2001:db8:7:2::1").signIn(student.email, DEMO_PASSWORD)).status).toBe(302);

    const other = await demoStudent(sql`u.email LIKE '%ub.edu'`);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await new TestClient(app, "::ffff:203.0.113.80").signIn(other.email, "incorrecta")).status).toBe(401);
    expect((await new TestClient(app, "203.0.113.80").signIn(other.email, DEMO_PASSWORD)).status).toBe(429);
  });

  it("throttles one address trying many accounts (429)", async () => {
    const client = new TestClient(app, "198.51.100.4");
    for (let attempt = 0; attempt < 30; attempt++)
      expect((await client.signIn(`intento${attempt}@ua.es`, "incorrecta")).status).toBe(401);
    expect((await client.signIn("otro@ua.es", "incorrecta")).status).toBe(429);
  });

  it("goes back to the page the user came from, never to another site", async () => {
    const student = await demoStudent(sql`u.email LIKE '%ucm.es'`);
    const back = await new TestClient(app, "198.51.100.5").signIn(student.email, DEMO_PASSWORD, "/ranking?x=1");
    expect(back.headers.get("Location")).toBe("/ranking?x=1");
    const evil = await new TestClient(app, "198.51.100.5").signIn(student.email, DEMO_PASSWORD, "//evil.example/");
    expect(evil.headers.get("Location")).toBe("/");
  });

  it("sends login-required pages to /login with the way back", async () => {
    const response = await new TestClient(app).request("/profile");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fprofile");
  });

  it("signs out to / and a stale cookie lands on /login with the expiry message", async () => {
    const student = await demoStudent(sql`u.email LIKE '%us.es'`);
    const client = new TestClient(app, "198.51.100.6");
    await client.signIn(student.email, DEMO_PASSWORD);
    const stale = new Map(client.cookies);

    const home = await (await client.request("/")).text();
    expect(home).toContain("Cerrar Sesión");
    expect(home).toContain("Mi perfil");
    expect(home).not.toContain('href="/register"');
    const out = await client.post("/logout", {});
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/");
    expect(client.cookies.has("uniopina.session_token")).toBe(false);
    expect(await (await client.request("/api/sesion")).json()).toEqual({ authenticated: false });
    expect(await (await client.request("/")).text()).toContain("Iniciar sesión");

    // The old cookie of the ended session: the SPEC's expiry message, once.
    const replay = new TestClient(app, "198.51.100.6");
    for (const [name, value] of stale) replay.cookies.set(name, value);
    const redirected = await replay.request("/universidad/" + (await university("Universidad de Sevilla")).id);
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("Location")).toBe("/login?sesion=expirada");
    const login = await replay.request("/login?sesion=expirada");
    expect(await login.text()).toContain(
      "Tu sesión ha expirado o tu cuenta ha sido eliminada. Serás redirigido al inicio de sesión.",
    );
  });

  it("reads a live session as it is, slides one a day old, ends an expired one and refuses a forged signature", async () => {
    const student = await demoStudent(sql`u.email LIKE '%uv.es'`);
    const client = new TestClient(app, "198.51.100.7");
    await client.signIn(student.email, DEMO_PASSWORD);
    const signed = decodeURIComponent(client.cookies.get("uniopina.session_token")!);
    const token = signed.slice(0, signed.lastIndexOf("."));
    // Stored as UTC clock time (timestamp without time zone), as better-auth writes it.
    const expiresAt = async () =>
      (
        await rows<{ ms: number }>(
          sql`SELECT extract(epoch FROM expires_at)::float8 * 1000 AS ms FROM session WHERE token = ${token}`,
        )
      )[0]?.ms;
    const utcNowPlus = (interval: string) => sql`timezone('utc', now()) + ${interval}::interval`;

    // Fresh: the page is the student's, and nothing is written (no cookie, same expiry).
    const before = await expiresAt();
    const live = await client.request("/profile");
    expect(live.status).toBe(200);
    expect(await live.text()).toContain("Cerrar Sesión");
    expect(live.headers.getSetCookie()).toEqual([]);
    expect(await expiresAt()).toEqual(before);

    // Older than a day (better-auth's updateAge): the expiry slides to 30 days from now, with a new cookie.
    await app.db.execute(sql`UPDATE session SET expires_at = ${utcNowPlus("28 days")} WHERE token = ${token}`);
    const slid = await client.request("/profile");
    expect(slid.status).toBe(200);
    expect(slid.headers.getSetCookie().some((cookie) => cookie.startsWith("uniopina.session_token="))).toBe(true);
    expect(await expiresAt()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);

    // Same token, a signature made without the secret: the expiry message, and the session lives on.
    const forged = new TestClient(app, "198.51.100.7");
    forged.cookies.set("uniopina.session_token", encodeURIComponent(`${token}.${"A".repeat(43)}=`));
    const refused = await forged.request("/profile");
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/login?sesion=expirada");
    expect(await expiresAt()).toBeDefined();

    // Expired: refused, and the row is removed.
    await app.db.execute(sql`UPDATE session SET expires_at = ${utcNowPlus("-1 minute")} WHERE token = ${token}`);
    const expired = await client.request("/profile");
    expect(expired.status).toBe(302);
    expect(expired.headers.get("Location")).toBe("/login?sesion=expirada");
    expect(await expiresAt()).toBeUndefined();
  });

  it("refuses cross-site form posts", async () => {
    const response = await new TestClient(app).post(
      "/login",
      { email: "a@ua.es", password: "x" },
      { "Sec-Fetch-Site": "cross-site" },
    );
    expect(response.status).toBe(403);
  });
});

describe("password reset", () => {
  async function requestReset(client: TestClient, email: string): Promise<string> {
    const mailsBefore = inbox.length;
    const response = await client.post("/olvide-contrasena", { email });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      "Si hay una cuenta con ese correo, te hemos enviado un enlace para elegir una nueva contraseña.",
    );
    await eventually(
      () => inbox.length > mailsBefore && inbox.at(-1)!.to === email,
      `el enlace de restablecimiento a ${email}`,
    );
    return linkIn(inbox.at(-1)!, "/restablecer-contrasena");
  }

  function resetWith(client: TestClient, link: string, password: string, confirmPassword = password) {
    const token = new URLSearchParams(link.split("?")[1]).get("token")!;
    return client.post("/restablecer-contrasena", { token, password, confirmPassword });
  }

  it("mails a one-hour link, sets the new password, ends every session and frees the throttled address", async () => {
    const student = await demoStudent(sql`u.email LIKE '%upm.es' AND p.is_public`);
    const laptop = new TestClient(app, "198.51.100.40");
    const phone = new TestClient(app, "198.51.100.41");
    expect((await laptop.signIn(student.email, DEMO_PASSWORD)).status).toBe(302);
    expect((await phone.signIn(student.email, DEMO_PASSWORD)).status).toBe(302);
    // The student forgot the password and got the home address refused by guessing.
    const home = new TestClient(app, "198.51.100.42");
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await home.signIn(student.email, "olvidada")).status).toBe(401);
    expect((await home.signIn(student.email, DEMO_PASSWORD)).status).toBe(429);

    const login = await (await home.request("/login")).text();
    expect(login).toContain('href="/olvide-contrasena"');
    expect(login).toContain("¿Olvidaste tu contraseña?");
    const link = await requestReset(home, student.email);
    const mail = inbox.at(-1)!;
    expect(mail.subject).toBe("Restablece tu contraseña de UniOpina");
    expect(mail.text).toContain("caduca en 1 hora");

    const page = await home.request(link);
    expect(page.status).toBe(200);
    // The edge sets the site-wide policy first; browsers apply the last one listed.
    expect(page.headers.get("Referrer-Policy")!.split(",").at(-1)!.trim()).toBe("no-referrer");
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const form = await page.text();
    expect(form).toContain("Elige una nueva contraseña");
    expect(form).toContain(student.email);

    const differ = await resetWith(home, link, "nueva-clave", "otra-clave");
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain("Las contraseñas no coinciden");
    const short = await resetWith(home, link, "abc12");
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("La contraseña debe tener al menos 6 caracteres");
    const long = await resetWith(home, link, "x".repeat(129));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("La contraseña es demasiado larga (máximo 128 caracteres)");

    const changed = await resetWith(home, link, "nueva-clave");
    expect(changed.status).toBe(303);
    expect(changed.headers.get("Location")).toBe("/login?contrasena=cambiada");
    expect(await (await home.request("/login?contrasena=cambiada")).text()).toContain(
      "Tu contraseña se ha cambiado y se han cerrado todas tus sesiones. Inicia sesión con la nueva contraseña.",
    );

    for (const ended of [laptop, phone])
      expect((await ended.request("/profile")).headers.get("Location")).toBe("/login?sesion=expirada");
    expect((await new TestClient(app, "198.51.100.43").signIn(student.email, DEMO_PASSWORD)).status).toBe(401);
    expect((await home.signIn(student.email, "nueva-clave")).status).toBe(302);

    // Single use: the link is dead now, on the page and in a post.
    const reused = await home.request(link);
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain("Enlace no válido");
    const replayed = await resetWith(home, link, "otra-mas");
    expect(replayed.status).toBe(400);
    expect(await replayed.text()).toContain("Enlace no válido");
    expect((await new TestClient(app, "198.51.100.44").signIn(student.email, "otra-mas")).status).toBe(401);
  });

  it("refuses a link older than one hour, and earlier links once the password changed", async () => {
    const student = await demoStudent(sql`u.email LIKE '%upm.es' AND NOT p.is_public`);
    const client = new TestClient(app, "198.51.100.45");
    const stale = await requestReset(client, student.email);
    await app.db.execute(
      sql`UPDATE verification SET expires_at = expires_at - interval '61 minutes' WHERE value = ${student.id}`,
    );
    const expired = await client.request(stale);
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain("Enlace no válido");
    expect((await resetWith(client, stale, "caducada")).status).toBe(400);
    expect((await client.signIn(student.email, DEMO_PASSWORD)).status).toBe(302);

    const first = await requestReset(client, student.email);
    const second = await requestReset(client, student.email);
    expect(first).not.toBe(second);
    expect((await resetWith(client, second, "la-segunda")).status).toBe(303);
    // A new client: this one's session ended with the change.
    const earlier = await resetWith(new TestClient(app, "198.51.100.45"), first, "la-primera");
    expect(earlier.status).toBe(400);
    expect(await earlier.text()).toContain("Enlace no válido");
    expect((await client.signIn(student.email, "la-segunda")).status).toBe(302);
  });

  it("answers an unknown address like a known one, checks the address, and throttles per account and per address (429)", async () => {
    const resetRows = async () =>
      (
        await rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM verification WHERE starts_with(identifier, 'reset-password:')`,
        )
      )[0]!.n;
    const before = await resetRows();
    const unknown = await new TestClient(app, "198.51.100.46").post("/olvide-contrasena", {
      email: "Nadie.Aqui@UA.es",
    });
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain(
      "Si hay una cuenta con ese correo, te hemos enviado un enlace para elegir una nueva contraseña.",
    );
    expect(await resetRows()).toBe(before);

    const empty = await new TestClient(app, "198.51.100.46").post("/olvide-contrasena", { email: " " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Introduce tu correo electrónico");
    const malformed = await new TestClient(app, "198.51.100.46").post("/olvide-contrasena", {
      email: "no-es-un-correo",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("Introduce un correo electrónico válido");

    // Per account, known or not: 3 links an hour, whichever address asks (the unknown one asked once above).
    const student = await demoStudent(sql`u.email LIKE '%us.es' AND p.is_public`);
    const askFrom = (host: number, email: string) =>
      new TestClient(app, `198.51.101.${host}`).post("/olvide-contrasena", { email });
    for (const host of [1, 2]) expect((await askFrom(host, "nadie.aqui@ua.es")).status).toBe(200);
    for (const host of [3, 4, 5]) expect((await askFrom(host, student.email)).status).toBe(200);
    await eventually(
      () => inbox.filter((mail) => mail.to === student.email).length >= 3,
      "los tres enlaces de la cuenta",
    );
    for (const email of ["nadie.aqui@ua.es", student.email]) {
      const throttled = await askFrom(20, email);
      expect(throttled.status).toBe(429);
      expect(await throttled.text()).toContain(
        "Has pedido demasiados enlaces para cambiar la contraseña. Espera una hora antes de volver a intentarlo.",
      );
    }

    // Per address: 10 links an hour over any accounts.
    const address = new TestClient(app, "198.51.101.30");
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await address.post("/olvide-contrasena", { email: `alguien${attempt}@ua.es` })).status).toBe(200);
    expect((await address.post("/olvide-contrasena", { email: "otro@ua.es" })).status).toBe(429);
  });
});

describe("profiles", () => {
  it("toggles privacy, and a private profile shows 'Este perfil es privado' without its name", async () => {
    const student = await demoStudent(sql`p.is_public = false AND u.email LIKE '%ugr.es'`);
    const client = new TestClient(app, "198.51.100.7");
    await client.signIn(student.email, DEMO_PASSWORD);

    const privatePage = await new TestClient(app).request(`/perfil-publico/${student.id}`);
    expect(privatePage.status).toBe(403);
    const privateHtml = await privatePage.text();
    expect(privateHtml).toContain("Este perfil es privado");
    expect(privateHtml).toContain("Perfil Privado");
    expect(privateHtml).not.toContain(student.full_name);

    const toPublic = await client.post("/profile", { intent: "privacidad", visibility: "public", showEmail: "on" });
    expect(toPublic.status).toBe(200);
    const publicHtml = await (await new TestClient(app).request(`/perfil-publico/${student.id}`)).text();
    expect(publicHtml).toContain(student.full_name);
    expect(publicHtml).toContain(student.email);
    expect(publicHtml).toContain("Perfil público");

    await client.post("/profile", { intent: "privacidad", visibility: "public" });
    expect(await (await new TestClient(app).request(`/perfil-publico/${student.id}`)).text()).not.toContain(
      student.email,
    );

    const bad = await client.post("/profile", { intent: "privacidad", visibility: "todos" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Error al actualizar la privacidad");
  });

  it("answers invalid and unknown ids", async () => {
    const invalid = await new TestClient(app).request("/perfil-publico/%3Cscript%3E");
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("ID de usuario no válido");
    const unknown = await new TestClient(app).request("/perfil-publico/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Usuario no encontrado");
  });

  it("exports the student's rows and nobody else's", async () => {
    const student = await demoStudent(
      sql`EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = u.id) AND EXISTS (SELECT 1 FROM review_likes l WHERE l.user_id = u.id)`,
    );
    const client = new TestClient(app, "198.51.100.8");
    await client.signIn(student.email, DEMO_PASSWORD);
    const response = await client.request("/profile/datos");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toContain("attachment");
    const body = (await response.json()) as Record<string, unknown> & {
      account: { id: string; email: string };
      reviews: { userId: string }[];
      reviewLikes: { userId: string }[];
    };
    expect(body.account).toMatchObject({ id: student.id, email: student.email });
    expect(JSON.stringify(body)).not.toMatch(/password|token/i);
    const [{ reviews, likes }] = await rows<{ reviews: number; likes: number }>(sql`
      SELECT (SELECT count(*)::int FROM reviews WHERE user_id = ${student.id}) AS reviews,
             (SELECT count(*)::int FROM review_likes WHERE user_id = ${student.id}) AS likes`);
    expect(body.reviews).toHaveLength(reviews);
    expect(body.reviewLikes).toHaveLength(likes);
    expect(body.reviews.every((review) => review.userId === student.id)).toBe(true);
    expect(body.reviewLikes.every((like) => like.userId === student.id)).toBe(true);
  });

  it("deletes the account: reviews stay anonymised, counters follow the rows, the session ends", async () => {
    const student = await demoStudent(
      sql`u.email LIKE '%uv.es' AND EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = u.id) AND EXISTS (SELECT 1 FROM review_likes l WHERE l.user_id = u.id)`,
    );
    const reviewIds = (await rows<{ id: string }>(sql`SELECT id FROM reviews WHERE user_id = ${student.id}`)).map(
      (row) => row.id,
    );
    const client = new TestClient(app, "198.51.100.9");
    await client.signIn(student.email, DEMO_PASSWORD);
    const session = new Map(client.cookies);

    const refused = await client.post("/profile", { intent: "eliminar-cuenta", confirmation: "borrar" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Escribe ELIMINAR para confirmar");

    const deleted = await client.post("/profile", { intent: "eliminar-cuenta", confirmation: "ELIMINAR" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/cuenta-eliminada");

    const [left] = await rows<{
      users: number;
      profiles: number;
      reviews_kept: number;
      still_linked: number;
      drift: number;
    }>(sql`
      SELECT (SELECT count(*)::int FROM "user" WHERE id = ${student.id}) AS users,
             (SELECT count(*)::int FROM user_profiles WHERE id = ${student.id}) AS profiles,
             (SELECT count(*)::int FROM reviews WHERE id IN ${reviewIds} AND user_id IS NULL) AS reviews_kept,
             (SELECT count(*)::int FROM reviews WHERE user_id = ${student.id}) AS still_linked,
             (SELECT count(*)::int FROM reviews r WHERE r.likes_count <> (SELECT count(*) FROM review_likes l WHERE l.review_id = r.id)) AS drift`);
    expect(left).toEqual({ users: 0, profiles: 0, reviews_kept: reviewIds.length, still_linked: 0, drift: 0 });

    const replay = new TestClient(app, "198.51.100.9");
    for (const [name, value] of session) replay.cookies.set(name, value);
    expect((await replay.request("/profile")).headers.get("Location")).toBe("/login?sesion=expirada");
    expect((await new TestClient(app).signIn(student.email, DEMO_PASSWORD)).status).toBe(401);
  });
});

describe("development outbox", () => {
  it("exists only without SMTP and only for the machine itself, never through a proxy", async () => {
    const onThisMachine = () => new TestClient(app, null);
    expect((await onThisMachine().request("/dev/outbox")).status).toBe(404);
    const smtpUrl = process.env.SMTP_URL;
    process.env.SMTP_URL = "";
    try {
      const form = await validRegistration();
      expect((await new TestClient(app).post("/register", form)).status).toBe(200);
      const local = await onThisMachine().request("/dev/outbox");
      expect(local.status).toBe(200);
      const html = await local.text();
      expect(html).toContain(form.email);
      expect(html).toContain("/verificar-correo?token=");
      expect((await new TestClient(app, "203.0.113.99").request("/dev/outbox")).status).toBe(404);
      // A proxy relaying a client that claims to be the machine itself: still not local.
      expect((await new TestClient(app, "127.0.0.1").request("/dev/outbox")).status).toBe(404);
    } finally {
      process.env.SMTP_URL = smtpUrl;
    }
  });
});
