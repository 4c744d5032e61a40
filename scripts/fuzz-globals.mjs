/**
 * A random `global` object for the fuzzers (fuzz-scope.mjs, fuzz-reference.mjs): links in some
 * of the lists the reference adds global entries to (tabs, anchors, versions, languages,
 * dropdowns, products), in or out of the site, some hidden. `rnd` is the fuzzer's seeded random
 * number generator (a number in [0, 1)), so that a seed makes the same navigation again.
 */
export function randomGlobal(i, rnd) {
  const chance = (p) => rnd() < p;
  const pick = (a) => a[Math.floor(rnd() * a.length)];
  const global = {};
  for (const [key, label] of [['tabs', 'tab'], ['anchors', 'anchor'], ['versions', 'version'], ['languages', 'language'], ['dropdowns', 'dropdown'], ['products', 'product']]) {
    if (!chance(0.3)) continue;
    global[key] = Array.from({ length: 1 + Math.floor(rnd() * 2) }, (_, j) => ({
      [label]: label === 'language' ? pick(['de', 'ja']) : `G${label}${i}.${j}`,
      href: pick([`https://g.example/${i}/${j}`, `/global/${i}/${j}`]),
      ...(chance(0.15) ? { hidden: true } : {}),
    }));
  }
  if (!Object.keys(global).length) global.anchors = [{ anchor: `G${i}`, href: `https://g.example/${i}` }];
  return global;
}
