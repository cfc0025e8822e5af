/**
 * A browser with JavaScript turned off, over the in-process app: it opens pages, finds a <form>
 * in the HTML the server rendered and submits it as a browser does — the form's own controls
 * (hidden inputs, checked boxes and radios, selected options, what was typed into its fields) and
 * the pressed button's name and value, sent to the form's action (the page's own address, query
 * included, when it has none) — then follows redirects with a GET, keeping cookies. The page it
 * ends on is what the student sees.
 *
 * It only fills controls the form has and only picks options and radios the form offers, so a
 * test cannot post what the real page would not. Controls are a form's descendants (the app uses
 * no `form=` attribute; a page that does makes `form()` throw rather than post without them).
 */
import { DomUtils, parseDocument } from "htmlparser2";

import type { TestApp } from "./app";
import { TestClient } from "./client";

type HtmlDocument = ReturnType<typeof parseDocument>;
export type HtmlElement = ReturnType<typeof DomUtils.getElementsByTagName>[number];
type HtmlNode = HtmlDocument["children"][number];

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 10;
/** Input types that hold no typed text (any other type, or none, is a text field). */
const NOT_TEXT_INPUTS = new Set(["checkbox", "radio", "submit", "image", "button", "reset", "file", "hidden"]);

export const attr = (element: HtmlElement, name: string): string | undefined => element.attribs[name];
const has = (element: HtmlElement, name: string) => Object.hasOwn(element.attribs, name);

/** Elements a browser shows on a line of their own: their text does not run into the next one's. */
const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "button",
  "dd",
  "details",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "legend",
  "li",
  "main",
  "nav",
  "ol",
  "option",
  "p",
  "pre",
  "section",
  "select",
  "summary",
  "table",
  "td",
  "textarea",
  "th",
  "tr",
  "ul",
]);

/** The element's text as a reader gets it: entities decoded, scripts and styles left out, blocks apart, white space collapsed. */
export function textOf(node: HtmlNode | HtmlDocument): string {
  const parts: string[] = [];
  const walk = (current: HtmlNode | HtmlDocument) => {
    if (DomUtils.isText(current)) parts.push(current.data);
    if (
      DomUtils.isTag(current) &&
      (current.name === "script" || current.name === "style" || current.name === "template")
    )
      return;
    const block = DomUtils.isTag(current) && BLOCKS.has(current.name);
    if (block) parts.push(" ");
    if (DomUtils.hasChildren(current)) for (const child of current.children) walk(child);
    if (block) parts.push(" ");
  };
  walk(node);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** What `form()` looks for; every given part must hold. */
export interface FormMatch {
  /** The `intent` the form posts, by a hidden field or its submit button; "" for a form that posts none. */
  intent?: string;
  /** Fields the form posts with these values (hidden ids, a submit button's value…). */
  fields?: Record<string, string>;
  /** The path (and query) the form posts to, e.g. "/logout". */
  action?: string;
  /** Text of one of its submit buttons (or its aria-label), e.g. "Guardar". */
  button?: string;
}

/** What the student does before pressing the button: typed text, chosen options and radios, ticked boxes. */
export type Fill = Record<string, string | boolean>;

export class NoScriptPage {
  readonly document: HtmlDocument;
  private bodyText: string | undefined;

  constructor(
    /** Where the browser is (path and query, with the fragment of a redirect). */
    readonly url: string,
    readonly status: number,
    readonly html: string,
    /** The responses that led here, e.g. ["POST /x → 303 /x#y"]. */
    readonly history: string[],
    /** The page's Referrer-Policy: under `no-referrer` a browser posts its forms with `Origin: null`. */
    readonly referrerPolicy: string | null = null,
  ) {
    this.document = parseDocument(html);
  }

  /** The path and query without the fragment. */
  get path(): string {
    return this.url.split("#")[0]!;
  }

  /** The visible text of the page's <body>. */
  get text(): string {
    const body = DomUtils.findOne((element) => element.name === "body", this.document.children);
    this.bodyText ??= textOf(body ?? this.document);
    return this.bodyText;
  }

  /** The elements that pass `test`, in document order, in the whole page or `within` one element. */
  findAll(test: (element: HtmlElement) => boolean, within: HtmlElement | HtmlDocument = this.document): HtmlElement[] {
    return DomUtils.findAll(test, within.children);
  }

  byId(id: string): HtmlElement | null {
    return DomUtils.getElementById(id, this.document.children);
  }

  /** The <html> element's class attribute. */
  get htmlClass(): string {
    const root = DomUtils.findOne((element) => element.name === "html", this.document.children);
    return (root && attr(root, "class")) ?? "";
  }

  /** The href of the link whose text (or aria-label) contains `text`; exactly one such address. */
  linkHref(text: string, within?: HtmlElement): string {
    const hrefs = new Set(
      this.findAll(
        (element) =>
          element.name === "a" &&
          has(element, "href") &&
          (textOf(element).includes(text) || (attr(element, "aria-label") ?? "").includes(text)),
        within,
      ).map((element) => attr(element, "href")!),
    );
    if (hrefs.size !== 1) throw new Error(`${hrefs.size} enlaces «${text}» en ${this.url}: ${[...hrefs].join(", ")}`);
    return [...hrefs][0]!;
  }

  forms(): PageForm[] {
    return this.findAll((element) => element.name === "form").map((element) => new PageForm(this, element));
  }

  /**
   * The form that matches. Several may (the same button in the header and in the mobile menu); they
   * must then post the same thing to the same place, or the match is ambiguous and this throws.
   */
  form(match: FormMatch): PageForm {
    if (this.findAll((element) => has(element, "form")).length > 0)
      throw new Error(`${this.url} asocia controles a formularios con form=: este navegador no lo sigue`);
    const found = this.forms().filter((form) => form.matches(match));
    if (found.length === 0) {
      const described = this.forms().map(
        (form) => `  ${form.method.toUpperCase()} ${form.action} ${JSON.stringify(form.entries())}`,
      );
      throw new Error(
        `Ningún formulario ${JSON.stringify(match)} en ${this.url} (${this.status}); hay:\n${described.join("\n")}`,
      );
    }
    const signatures = new Set(found.map((form) => form.signature()));
    if (signatures.size > 1)
      throw new Error(
        `Varios formularios distintos ${JSON.stringify(match)} en ${this.url}:\n${[...signatures].join("\n")}`,
      );
    return found[0]!;
  }

  hasForm(match: FormMatch): boolean {
    return this.forms().some((form) => form.matches(match));
  }
}

export class PageForm {
  constructor(
    readonly page: NoScriptPage,
    readonly element: HtmlElement,
  ) {}

  get method(): "get" | "post" {
    return (attr(this.element, "method") ?? "get").toLowerCase() === "post" ? "post" : "get";
  }

  /** The action resolved against the page, as path and query (an empty or missing action is the page itself). */
  get action(): string {
    return resolvePath(attr(this.element, "action") || this.page.path, this.page.path);
  }

  /** Its controls in document order, leaving out those a disabled fieldset or their own `disabled` turns off. */
  controls(): HtmlElement[] {
    return this.page
      .findAll((element) => ["input", "select", "textarea", "button"].includes(element.name), this.element)
      .filter((element) => !has(element, "disabled") && !insideDisabledFieldset(element, this.element));
  }

  submitButtons(): HtmlElement[] {
    return this.controls().filter(isSubmitButton);
  }

  /** The submit button whose text or aria-label contains `text` (the first submit button without one). */
  button(text?: string): HtmlElement {
    const buttons = this.submitButtons();
    const button = text === undefined ? buttons[0] : buttons.find((candidate) => buttonLabel(candidate).includes(text));
    if (!button)
      throw new Error(
        `Sin botón ${text === undefined ? "de envío" : `«${text}»`} en el formulario ${this.action} de ${this.page.url}`,
      );
    return button;
  }

  /** What pressing `submitter` posts: the successful controls in order, as the HTML form submission algorithm lists them. */
  entries(fill: Fill = {}, submitter?: HtmlElement): [string, string][] {
    const controls = this.controls();
    checkFill(fill, controls, this);
    const entries: [string, string][] = [];
    for (const control of controls) {
      const name = attr(control, "name");
      if (!name) continue;
      const filled = Object.hasOwn(fill, name) ? fill[name] : undefined;
      switch (controlKind(control)) {
        case "submit":
          if (control === submitter) entries.push([name, attr(control, "value") ?? ""]);
          break;
        case "select": {
          const options = this.page.findAll((element) => element.name === "option", control);
          const chosen =
            filled !== undefined
              ? options.find((option) => optionValue(option) === filled)
              : (options.find((option) => has(option, "selected")) ?? options[0]);
          if (chosen) entries.push([name, optionValue(chosen)]);
          break;
        }
        case "radio":
        case "checkbox": {
          const value = attr(control, "value") ?? "on";
          const checked = filled === undefined ? has(control, "checked") : filled === true || filled === value;
          if (checked) entries.push([name, value]);
          break;
        }
        case "textarea":
          // The parser keeps a newline right after <textarea> that a browser drops: it is not part of the value.
          entries.push([
            name,
            typeof filled === "string" ? filled : DomUtils.textContent(control).replace(/^\r?\n/, ""),
          ]);
          break;
        case "text":
          entries.push([name, typeof filled === "string" ? filled : (attr(control, "value") ?? "")]);
          break;
        case "hidden":
          entries.push([name, attr(control, "value") ?? ""]);
          break;
        case "not-posted":
          break;
      }
    }
    return entries;
  }

  /** Field value as the form would post it now (the first, for a name posted several times). */
  value(name: string): string | undefined {
    return this.entries().find(([field]) => field === name)?.[1];
  }

  matches({ intent, fields, action, button }: FormMatch): boolean {
    const posted = this.submitButtons().flatMap((candidate) => this.entries({}, candidate));
    const defaults = this.entries();
    const posts = (name: string, value: string) =>
      defaults.some(([field, current]) => field === name && current === value) ||
      posted.some(([field, current]) => field === name && current === value);
    if (intent !== undefined) {
      if (intent === "" ? [...defaults, ...posted].some(([field]) => field === "intent") : !posts("intent", intent))
        return false;
    }
    if (fields && !Object.entries(fields).every(([name, value]) => posts(name, value))) return false;
    if (action !== undefined && this.action !== action) return false;
    if (button !== undefined && !this.submitButtons().some((candidate) => buttonLabel(candidate).includes(button)))
      return false;
    return true;
  }

  /** Method, action and what the form posts untouched: two forms with the same signature post the same. */
  signature(): string {
    return `${this.method.toUpperCase()} ${this.action} ${JSON.stringify(this.submitButtons().map((button) => this.entries({}, button)))}`;
  }
}

/**
 * One browser session: its cookies, its network address (the login throttle counts per address),
 * and the page it is on.
 */
export class NoScriptBrowser {
  readonly client: TestClient;

  constructor(
    private readonly app: TestApp,
    address: string | null,
  ) {
    this.client = new TestClient(app, address);
  }

  /** Types a URL into the address bar (or follows a link to it). */
  open(path: string): Promise<NoScriptPage> {
    return this.navigate("GET", path, undefined, []);
  }

  /**
   * Fills in the form and presses its button (`button`: its text; the first submit button if not
   * given). The pressed button's formaction and formmethod apply, as in a browser.
   */
  submit(form: PageForm, { fill = {}, button }: { fill?: Fill; button?: string } = {}): Promise<NoScriptPage> {
    const submitter = form.button(button);
    const entries = form.entries(fill, submitter);
    const method = (attr(submitter, "formmethod") ?? form.method).toLowerCase() === "post" ? "POST" : "GET";
    const formAction = attr(submitter, "formaction");
    const action = formAction ? resolvePath(formAction, form.page.path) : form.action;
    const body = new URLSearchParams(entries);
    if (method === "GET") return this.navigate("GET", `${action.split("?")[0]}?${body}`, undefined, []);
    return this.navigate(
      "POST",
      action,
      body,
      [],
      form.page.referrerPolicy === "no-referrer" ? "null" : this.app.origin,
    );
  }

  private async navigate(
    method: "GET" | "POST",
    path: string,
    body: URLSearchParams | undefined,
    history: string[],
    origin = this.app.origin,
  ): Promise<NoScriptPage> {
    const headers: Record<string, string> = { Accept: "text/html" };
    // What a browser adds to a form post from one of the site's own pages (Chromium sends
    // `Origin: null` from a page whose Referrer-Policy is no-referrer).
    if (method === "POST") Object.assign(headers, { Origin: origin, "Sec-Fetch-Site": "same-origin" });
    const response = await this.client.request(path.split("#")[0]!, { method, body, headers });
    const location = response.headers.get("Location");
    if (REDIRECT_STATUSES.has(response.status) && location) {
      await response.arrayBuffer();
      const target = resolvePath(location, path);
      const step = [...history, `${method} ${path} → ${response.status} ${target}`];
      if (step.length > MAX_REDIRECTS) throw new Error(`Demasiadas redirecciones: ${step.join(", ")}`);
      // 307 and 308 repeat the post; the app answers writes with 302 and 303, which a browser follows with a GET.
      if (response.status === 307 || response.status === 308) return this.navigate(method, target, body, step, origin);
      return this.navigate("GET", target, undefined, step);
    }
    const referrerPolicy = response.headers.get("Referrer-Policy");
    return new NoScriptPage(
      path,
      response.status,
      await response.text(),
      [...history, `${method} ${path} → ${response.status}`],
      referrerPolicy,
    );
  }
}

function resolvePath(target: string, base: string): string {
  const url = new URL(target, new URL(base, "http://pagina.invalid"));
  if (url.origin !== "http://pagina.invalid") throw new Error(`Dirección fuera del sitio: ${target}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

type ControlKind = "submit" | "select" | "radio" | "checkbox" | "textarea" | "text" | "hidden" | "not-posted";

function controlKind(control: HtmlElement): ControlKind {
  if (isSubmitButton(control)) return "submit";
  if (control.name === "button") return "not-posted";
  if (control.name === "select") return "select";
  if (control.name === "textarea") return "textarea";
  const type = (attr(control, "type") ?? "text").toLowerCase();
  if (type === "radio" || type === "checkbox" || type === "hidden") return type;
  return NOT_TEXT_INPUTS.has(type) ? "not-posted" : "text";
}

function isSubmitButton(element: HtmlElement): boolean {
  if (element.name === "button") return (attr(element, "type") ?? "submit").toLowerCase() === "submit";
  return element.name === "input" && ["submit", "image"].includes((attr(element, "type") ?? "").toLowerCase());
}

const optionValue = (option: HtmlElement) => attr(option, "value") ?? textOf(option);

function buttonLabel(button: HtmlElement): string {
  return `${textOf(button)} ${attr(button, "aria-label") ?? ""} ${attr(button, "value") ?? ""}`;
}

function insideDisabledFieldset(element: HtmlElement, form: HtmlElement): boolean {
  for (let parent = element.parent; parent && parent !== form; parent = parent.parent) {
    if (DomUtils.isTag(parent) && parent.name === "fieldset" && has(parent, "disabled")) return true;
  }
  return false;
}

/**
 * A student can only type into the form's text fields, tick its boxes and choose among the options
 * and radios it offers: anything else throws instead of posting what the page would not.
 */
function checkFill(fill: Fill, controls: HtmlElement[], form: PageForm) {
  for (const [name, wanted] of Object.entries(fill)) {
    const named = controls.filter((control) => attr(control, "name") === name);
    const kind = named[0] ? controlKind(named[0]) : null;
    const where = `«${name}» del formulario ${form.action} de ${form.page.url}`;
    switch (kind) {
      case "select": {
        const offered = form.page.findAll((element) => element.name === "option", named[0]!).map(optionValue);
        if (typeof wanted !== "string" || !offered.includes(wanted))
          throw new Error(`${where} no ofrece la opción ${String(wanted)} (ofrece ${offered.join(", ")})`);
        break;
      }
      case "radio":
        if (!named.some((radio) => attr(radio, "value") === wanted))
          throw new Error(`${where} no tiene la opción ${String(wanted)}`);
        break;
      case "checkbox":
        if (typeof wanted !== "boolean") throw new Error(`${where} es una casilla: se marca con true o false`);
        break;
      case "text":
      case "textarea":
        if (typeof wanted !== "string") throw new Error(`${where} es un campo de texto`);
        if (has(named[0]!, "readonly")) throw new Error(`${where} es de solo lectura`);
        break;
      default:
        throw new Error(`${where} no es un campo que se pueda rellenar`);
    }
  }
}
