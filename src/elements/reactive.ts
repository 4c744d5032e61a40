/**
 * The update cycle of the elements: Lit's own (reactive properties mirrored from attributes,
 * updates batched in a microtask, `willUpdate`, `updated`, `updateComplete`), rendering Lit
 * templates with lit-html's `render` into an open shadow root. It is what the elements use of
 * LitElement and ReactiveElement, under the same names, at a fifth of their size: no
 * decorators, converters, controllers or style fallbacks, which no element here needs.
 */
import { render, type RenderOptions } from 'lit/html.js';

export interface PropertyDeclaration {
  /** The attribute that sets the property: by default its name, lowercased. */
  attribute?: string;
  /** `Boolean`: whether the attribute is present; `Number`: its value as a number; else the string. */
  type?: BooleanConstructor | NumberConstructor;
  /** Writes the property back to its attribute at each update (absent when null, undefined or false). */
  reflect?: boolean;
}
export type PropertyDeclarations = Record<string, PropertyDeclaration>;
/** The properties changed since the last update, with their previous values. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export type PropertyValues<_T = unknown> = Map<PropertyKey, unknown>;

type Finalized = { attrs: Map<string, [string, PropertyDeclaration]>; props: Map<string, PropertyDeclaration>; sheets?: CSSStyleSheet[] };
const classes = new WeakMap<object, Finalized>();
const sheets = new Map<string, CSSStyleSheet>();

// Importing the elements outside a browser (a server render of the host page) defines them on
// nothing rather than throwing.
const Base = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

export abstract class ReactiveElement extends Base {
  /** Reactive properties, by property name; a subclass lists its own only. */
  declare static properties: PropertyDeclarations;
  /** Style sheets of the shadow root, as texts (see `css` in styles.ts), nested lists allowed. */
  declare static styles: unknown;

  static get observedAttributes(): string[] {
    return [...ReactiveElement.#finalize(this).attrs.keys()];
  }

  /** The declarations of a class and its superclasses, and accessors for them on each prototype. */
  static #finalize(c: object): Finalized {
    let f = classes.get(c);
    if (f) return f;
    const parent = Object.getPrototypeOf(c) as object;
    const inherited = parent === ReactiveElement || parent === Base ? undefined : ReactiveElement.#finalize(parent);
    f = { attrs: new Map(inherited?.attrs), props: new Map(inherited?.props) };
    const own = Object.hasOwn(c, 'properties') ? (c as typeof ReactiveElement).properties : {};
    for (const [name, decl] of Object.entries(own)) {
      f.props.set(name, decl);
      f.attrs.set(decl.attribute ?? name.toLowerCase(), [name, decl]);
      Object.defineProperty((c as typeof ReactiveElement).prototype, name, {
        get(this: ReactiveElement) {
          return this.#values.get(name);
        },
        set(this: ReactiveElement, value: unknown) {
          const old = this.#values.get(name);
          if (Object.is(old, value)) return;
          this.#values.set(name, value);
          this.requestUpdate(name, old);
        },
        configurable: true,
      });
    }
    classes.set(c, f);
    return f;
  }

  /** The shadow root the element renders into, made when it first connects. */
  declare renderRoot: ShadowRoot;
  #values = new Map<string, unknown>();
  #changed: PropertyValues = new Map();
  /** Properties to write back to their attributes at the next update. */
  #reflect = new Set<string>();
  /** The property being set from its attribute (not written back). */
  #fromAttribute?: string;
  /** Properties set on the element before it was upgraded: applied at its first update, after the constructor's defaults. */
  #early?: [string, unknown][];
  #pending = false;
  #connect?: (value: boolean) => void;
  /** The last update scheduled; its value is whether no other is pending once it is done. */
  #done = new Promise<boolean>((resolve) => (this.#connect = resolve));
  #options: RenderOptions = { host: this };

  constructor() {
    super();
    const me = this as unknown as Record<string, unknown>;
    for (const name of ReactiveElement.#finalize(this.constructor).props.keys()) {
      if (Object.hasOwn(this, name)) {
        (this.#early ??= []).push([name, me[name]]);
        delete me[name];
      }
    }
    this.requestUpdate();
  }

  #meta(): Finalized {
    return ReactiveElement.#finalize(this.constructor);
  }

  connectedCallback(): void {
    if (!this.renderRoot) {
      const root = (this.renderRoot = this.attachShadow({ mode: 'open' }));
      const f = this.#meta();
      root.adoptedStyleSheets = f.sheets ??= [(this.constructor as typeof ReactiveElement).styles].flat(9).map((text) => {
        let sheet = sheets.get(text as string);
        if (!sheet) {
          sheets.set(text as string, (sheet = new CSSStyleSheet()));
          sheet.replaceSync(text as string);
        }
        return sheet;
      });
    }
    // The first update waits for the element to be in a document.
    this.#connect?.(true);
    this.#connect = undefined;
  }

  disconnectedCallback(): void {}

  attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
    const [name, decl] = this.#meta().attrs.get(attribute) ?? [];
    if (!name || this.#fromAttribute !== undefined) return;
    this.#fromAttribute = name;
    (this as unknown as Record<string, unknown>)[name] = decl!.type === Boolean ? value !== null : decl!.type === Number && value !== null ? Number(value) : value;
    this.#fromAttribute = undefined;
  }

  /** Asks for an update in a microtask; with a property's name, records its previous value. */
  requestUpdate(name?: string, old?: unknown): void {
    if (name !== undefined) {
      if (!this.#changed.has(name)) this.#changed.set(name, old);
      if (this.#meta().props.get(name)?.reflect && this.#fromAttribute !== name) this.#reflect.add(name);
    }
    if (!this.#pending) {
      this.#pending = true;
      this.#done = this.#enqueue();
    }
  }

  async #enqueue(): Promise<boolean> {
    try {
      await this.#done;
    } catch (e) {
      // An error of the last update is that update's; this one goes on.
      void Promise.reject(e);
    }
    this.#perform();
    return !this.#pending;
  }

  #perform(): void {
    if (!this.#pending) return;
    const me = this as unknown as Record<string, unknown>;
    for (const [name, value] of this.#early ?? []) me[name] = value;
    this.#early = undefined;
    const changed = this.#changed;
    try {
      this.willUpdate(changed);
      const value = this.render();
      for (const name of this.#reflect) {
        const v = me[name];
        const attribute = this.#meta().props.get(name)!.attribute ?? name.toLowerCase();
        this.#fromAttribute = name;
        if (v == null || v === false) this.removeAttribute(attribute);
        else this.setAttribute(attribute, v === true ? '' : String(v));
        this.#fromAttribute = undefined;
      }
      this.#settle();
      render(value, this.renderRoot, this.#options);
    } catch (e) {
      this.#settle();
      throw e;
    }
    this.updated(changed);
  }

  #settle(): void {
    this.#changed = new Map();
    this.#reflect.clear();
    this.#pending = false;
  }

  /** Whether an update is requested and not yet made. */
  get isUpdatePending(): boolean {
    return this.#pending;
  }

  /** Resolves when no update is pending (true) or after the update pending now (false if another followed). */
  get updateComplete(): Promise<boolean> {
    return this.getUpdateComplete();
  }

  protected getUpdateComplete(): Promise<boolean> {
    return this.#done;
  }

  /** Before rendering: compute what depends on the changed properties. */
  protected willUpdate(_changed: PropertyValues): void {}

  /** After rendering (the shadow DOM is up to date). */
  protected updated(_changed: PropertyValues): void {}

  /** What the element shows: a Lit template. */
  protected abstract render(): unknown;
}
