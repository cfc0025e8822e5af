/** A browser-like client over the in-process app: keeps cookies and posts forms. */
import type { TestApp } from "./app";

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: Pick<TestApp, "request">,
    /**
     * The network address the server sees (throttling keys on it), sent as the trusted proxy
     * would; null connects directly, as a browser on the server's own machine.
     */
    private readonly address: string | null = "203.0.113.10",
  ) {}

  async request(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set("Cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    if (this.address !== null) headers.set("X-Forwarded-For", this.address);
    const response = await this.app.request(pathname, { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const name = pair!.slice(0, pair!.indexOf("=")).trim();
      const value = pair!.slice(pair!.indexOf("=") + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Posts a form; a list is posted as one field per value, as checkboxes sharing a name are. */
  post(
    pathname: string,
    fields: Record<string, string | readonly string[]>,
    headers: HeadersInit = {},
  ): Promise<Response> {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields))
      for (const item of typeof value === "string" ? [value] : value) body.append(name, item);
    return this.request(pathname, { method: "POST", body, headers });
  }

  /** Signs in with the login form; returns the response (302 on success). */
  signIn(email: string, password: string, redirectTo = "/"): Promise<Response> {
    return this.post("/login", { email, password, redirectTo });
  }
}
