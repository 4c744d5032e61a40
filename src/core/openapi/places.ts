/**
 * Where the entries of the navigation's arrays stand in docs.json. Checking leaves out entries
 * that are no page or division, and the OpenAPI stage leaves out endpoint references that
 * resolve to nothing: the entries after them move up. A stage that reports a problem names the
 * index its entry has in docs.json, found here, not the index it has in the array in hand.
 */
import { normalizePagePath } from '../normalize.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keys of a node's content; a division with none was only a link. */
const CONTENT = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages', 'menu'];
/** A URL checking refuses (as schema.ts's unsafeUrl: the browser strips control characters and spaces first). */
const UNSAFE = /^(?:javascript|vbscript|data):/i;

export class Places {
  /** Per array made from another: the docs.json index of each of its entries. */
  #indices = new WeakMap<unknown[], number[]>();

  /** The index in docs.json of `list[i]`. */
  index(list: unknown[], i: number): number {
    return this.#indices.get(list)?.[i] ?? i;
  }

  /** `out` holds the entries of `list` at the indices `from`. */
  derive(list: unknown[], out: unknown[], from: number[]): void {
    const known = this.#indices.get(list);
    if (known || from.some((f, i) => f !== i)) this.#indices.set(out, known ? from.map((f) => known[f] ?? f) : from);
  }

  /** `out` holds the entries of `list`, in the same places. */
  same(list: unknown[], out: unknown[]): void {
    const known = this.#indices.get(list);
    if (known) this.#indices.set(out, known);
  }

  /**
   * Records, for every array of `checked` (the navigation as checking made it from `raw`), where
   * its entries were in `raw`: checking keeps the entries it keeps in order, so each is the next
   * entry of `raw` that could have made it. An array that cannot be matched so keeps its indices.
   */
  static of(raw: unknown, checked: unknown): Places {
    const places = new Places();
    const node = (r: unknown, n: unknown): void => {
      if (!isObj(r) || !isObj(n) || r === n) return;
      for (const [k, v] of Object.entries(n)) {
        const rv = r[k];
        if (Array.isArray(v) && Array.isArray(rv)) list(rv, v);
        else if (k === 'global') node(rv, v);
      }
    };
    const list = (r: unknown[], n: unknown[]): void => {
      const from: number[] = [];
      let j = 0;
      for (const entry of n) {
        while (j < r.length && !madeFrom(r[j], entry)) j++;
        if (j === r.length) return;
        from.push(j);
        node(r[j], entry);
        j++;
      }
      if (from.some((f, i) => f !== i)) places.#indices.set(n, from);
    };
    node(raw, checked);
    return places;
  }
}

/** Whether checking could have made the entry `n` from the entry `r`. */
function madeFrom(r: unknown, n: unknown): boolean {
  if (r === n) return true;
  if (typeof n === 'string') return typeof r === 'string' && normalizePagePath(r) === n;
  if (!isObj(n) || !isObj(r)) return false;
  // Its plain fields are the entry's (a root page path is normalised); its lists were lists.
  for (const [k, v] of Object.entries(n)) {
    if (v === null || typeof v !== 'object') {
      if (k !== 'root' && r[k] !== v) return false;
    } else if (Array.isArray(v) && k in r && !Array.isArray(r[k])) return false;
  }
  // A division that was only a link, and an unsafe one, is left out by checking.
  const href = r.href;
  return !(typeof href === 'string' && !('href' in n) && UNSAFE.test(href.replace(/[\u0000-\u0020]/g, '')) && !CONTENT.some((k) => k in n));
}
