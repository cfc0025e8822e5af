import { CookiePreferencesPanel } from "~/components/info/cookie-preferences-panel";
import { LegalPage, type LegalSection } from "~/components/info/legal-page";
import { Link } from "~/components/ui/link";
import { COOKIE_PREFERENCES_SAVED, type CookieConsent } from "~/lib/cookie-consent";
import { pageMeta } from "~/lib/seo";
import { SITE_CONTACT } from "~/lib/site-contact";
import { consentCookie, readConsentChoice, requestConsent } from "~/server/core/preference-cookies.server";
import { answerForm, readForm } from "~/server/request/forms.server";
import { changesNoPublicPage } from "~/server/request/public-pages.server";
import { redirectTo } from "~/server/request/redirects.server";

import type { Route } from "./+types/cookies";

/** The cookie preferences live in the visitor's own cookie, a part of the page cache's key. */
export const middleware: Route.MiddlewareFunction[] = [changesNoPublicPage];

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Política de cookies · UniOpina",
    description:
      "Qué cookies usa UniOpina, para qué y durante cuánto tiempo, y cómo elegir las que aceptas: necesarias, funcionales y analíticas.",
  });

/** The panel shows the choice saved in this visitor's cookie (the page cache keys on it). */
export function loader({ request }: Route.LoaderArgs) {
  return { consent: requestConsent(request) };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

/**
 * Saves the cookie preferences of the banner (any page) or of the panel below. The banner sends
 * the page it was on and goes back there; the panel stays here and says the choice was saved.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const consent = readConsentChoice(form);
  if (!consent)
    return answerForm<CookieConsent>({ intent: "", ok: false, message: "Elige una opción de cookies válida." }, 400);
  const headers = new Headers({ "Set-Cookie": consentCookie(consent) });
  if (form.has("redirectTo")) return redirectTo(form.get("redirectTo"), { headers });
  // The choice itself comes back: this request's cookies (the loader's) still hold the old one.
  return answerForm({ intent: "", ok: true, message: COOKIE_PREFERENCES_SAVED, data: consent }, 200, headers);
}

interface CookieRow {
  name: string;
  kind: "Necesaria" | "Funcional" | "Analítica";
  purpose: string;
  /** SPEC §9 lifetimes. */
  lifetime: string;
}

const cookieRows: CookieRow[] = [
  {
    name: "uniopina.session_token",
    kind: "Necesaria",
    purpose: "Mantiene tu sesión iniciada de forma segura (cookie de autenticación).",
    lifetime: "30 días",
  },
  {
    name: "uniopina.pendiente",
    kind: "Necesaria",
    purpose: "Recuerda el correo que acabas de registrar para recordarte que lo confirmes.",
    lifetime: "1 hora",
  },
  { name: "cookie_consent", kind: "Necesaria", purpose: "Guarda tus preferencias de cookies.", lifetime: "1 año" },
  {
    name: "session_id, csrf_token",
    kind: "Necesaria",
    purpose:
      "Identificador de la visita y protección de los formularios. Hoy no se instalan: la sesión usa la cookie de autenticación y los envíos se protegen comprobando su origen.",
    lifetime: "Sesión",
  },
  {
    name: "theme",
    kind: "Necesaria",
    purpose:
      "Recuerda el tema claro u oscuro que eliges con el botón de tema. Solo se instala cuando lo pulsas: es un servicio que pides tú.",
    lifetime: "1 año",
  },
  {
    name: "language",
    kind: "Funcional",
    purpose: "Recordará el idioma de la interfaz cuando haya más de uno. Hoy no se instala.",
    lifetime: "1 año",
  },
  {
    name: "notification_settings",
    kind: "Funcional",
    purpose: "Recordará tus preferencias de avisos cuando existan. Hoy no se instala.",
    lifetime: "6 meses",
  },
  {
    name: "_ga",
    kind: "Analítica",
    purpose: "Distingue visitas de forma anónima para elaborar estadísticas agregadas. Solo con tu consentimiento.",
    lifetime: "2 años",
  },
  {
    name: "_gid",
    kind: "Analítica",
    purpose: "Distingue visitas durante un día. Solo con tu consentimiento.",
    lifetime: "24 horas",
  },
  {
    name: "_gat",
    kind: "Analítica",
    purpose: "Limita la frecuencia de las peticiones de medición. Solo con tu consentimiento.",
    lifetime: "1 minuto",
  },
];

const sections: LegalSection[] = [
  {
    id: "que-son",
    title: "Qué son las cookies",
    content: (
      <p>
        Las cookies son pequeños archivos que una web guarda en tu navegador para recordar información entre una página
        y otra o entre visitas: que has iniciado sesión, el tema que prefieres o, si lo aceptas, datos estadísticos
        sobre cómo se usa el sitio. Las llamamos «propias» cuando las instala UniOpina y «de terceros» cuando las
        instala otro servicio.
      </p>
    ),
  },
  {
    id: "cookies-utilizadas",
    title: "Cookies que utilizamos",
    content: (
      <>
        <p>
          Todas las cookies de UniOpina son propias. Las analíticas solo se instalarán si las aceptas; a día de hoy no
          usamos ninguna herramienta de analítica, así que no se instala ninguna.
        </p>
        <div
          role="region"
          aria-labelledby="tabla-cookies"
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800"
        >
          <table className="stacked-table">
            <caption id="tabla-cookies" className="sr-only">
              Cookies de UniOpina: tipo, finalidad y duración
            </caption>
            <thead>
              <tr>
                <th scope="col">Cookie</th>
                <th scope="col">Tipo</th>
                <th scope="col">Finalidad</th>
                <th scope="col">Duración</th>
              </tr>
            </thead>
            <tbody>
              {cookieRows.map((row) => (
                <tr key={row.name}>
                  <td>
                    <code>{row.name}</code>
                  </td>
                  <td data-label="Tipo">{row.kind}</td>
                  <td data-label="Finalidad">{row.purpose}</td>
                  <td data-label="Duración" className="sm:whitespace-nowrap">
                    {row.lifetime}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    ),
  },
  {
    id: "consentimiento",
    title: "Tu consentimiento",
    content: (
      <>
        <p>
          En tu primera visita te preguntamos qué cookies aceptas. Las necesarias no requieren consentimiento porque sin
          ellas la web no funciona; las funcionales y las analíticas solo se usan si las aceptas, y las publicitarias no
          las usamos nunca.
        </p>
        <p>
          Guardamos tu elección durante 1 año en la cookie <code>cookie_consent</code>. Puedes cambiarla cuando quieras
          en el <a href="#preferencias">panel de preferencias</a> de esta página; el cambio se aplica desde ese momento.
        </p>
      </>
    ),
  },
  {
    id: "navegador",
    title: "Cómo gestionarlas desde tu navegador",
    content: (
      <>
        <p>
          Además de este panel, puedes ver, bloquear o borrar las cookies desde la configuración de tu navegador. Si
          bloqueas las necesarias no podrás iniciar sesión.
        </p>
        <ul>
          <li>
            <strong>Chrome</strong>: Configuración › Privacidad y seguridad › Cookies de terceros y datos de sitios.
          </li>
          <li>
            <strong>Firefox</strong>: Ajustes › Privacidad &amp; Seguridad › Cookies y datos del sitio.
          </li>
          <li>
            <strong>Safari</strong>: Ajustes › Privacidad › Gestionar datos de sitios web.
          </li>
          <li>
            <strong>Edge</strong>: Configuración › Cookies y permisos del sitio.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "actualizaciones",
    title: "Actualizaciones",
    content: (
      <p>
        Si empezamos a usar cookies nuevas o cambiamos su finalidad, actualizaremos esta política y, cuando haga falta
        tu consentimiento, te lo volveremos a pedir antes de instalarlas.
      </p>
    ),
  },
  {
    id: "contacto",
    title: "Contacto",
    content: (
      <p>
        Si tienes preguntas sobre las cookies, escríbenos a{" "}
        <a href={`mailto:${SITE_CONTACT.privacyEmail}`}>{SITE_CONTACT.privacyEmail}</a> o consulta la{" "}
        <Link to="/privacy">Política de privacidad</Link>.
      </p>
    ),
  },
];

export default function CookiesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LegalPage
      title="Política de cookies"
      intro={
        <p>
          Aquí te explicamos qué cookies usa UniOpina y para qué. Tus preferencias se guardan en tu navegador, en una
          cookie propia, y puedes cambiarlas cuando quieras con el panel de abajo.
        </p>
      }
      sections={sections}
    >
      <CookiePreferencesPanel
        consent={actionData?.data ?? loaderData.consent}
        message={actionData?.ok ? actionData.message : null}
        error={actionData && !actionData.ok ? actionData.message : null}
      />
    </LegalPage>
  );
}
