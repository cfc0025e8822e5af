/**
 * Where the site is published: the address in e-mails' links, canonical URLs, Open Graph tags, the
 * sitemap and share links (`SITE_URL`, or this machine's port).
 */
import { type Env, readEnv } from "~/server/core/env.server";

export function siteUrl(env: Env = readEnv()): string {
  return (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}

let processSiteUrl: string | undefined;

/** This process's public address, read once: canonical URLs, the sitemap and share links need it on every request. */
export function publicSiteUrl(): string {
  return (processSiteUrl ??= siteUrl());
}
