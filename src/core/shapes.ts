/**
 * Hidden classes kept alive between resolutions.
 *
 * Optimized code checks the hidden class (V8's "map") of the objects it reads, and is thrown
 * away when that class dies. An object literal's class lives on with the code that makes it once
 * that code has run often enough for V8 to keep a template (a few calls); a class instance's, or
 * that of an object a rarely-run function makes, dies with its last object at the next full GC.
 * The objects made once per resolution (the spec, the expander, decoration's state) are such: one
 * example of each, kept here, keeps their class, and with it the optimized code of every function
 * that reads them, from one resolution to the next. Without it each resolution runs that code
 * unoptimized again and pays for optimizing it once more (about as long as resolving itself on a
 * 10 MB spec).
 */
const kept: unknown[] = [];

/** Keeps `example` (and so its hidden class) for as long as the program runs; returns it. */
export function keepShape<T>(example: T): T {
  kept.push(example);
  return example;
}
