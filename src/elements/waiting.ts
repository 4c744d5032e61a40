/**
 * How long an element has been waiting for something to show (its navigation, the code of a
 * long sidebar), which decides what its skeleton looks like: none for the first
 * SKELETON_AFTER_MS (a load that is over by then shows no placeholder for a frame, and the
 * element's first frame is over sooner, so docs.json is read as soon as it is in), still bars
 * after that, pulsing bars once the wait has lasted PULSE_AFTER_MS.
 *
 * A wait begins with the first render that asks for a skeleton and ends with the first render
 * that does not: the next one begins from zero.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Milliseconds of waiting before a skeleton shows: what a reader takes for an instant answer. */
export const SKELETON_AFTER_MS = 100;
/**
 * Milliseconds of waiting before it pulses: most loads are over by then, and a running animation
 * has the page composite a layer for each bar.
 */
export const PULSE_AFTER_MS = 1000;

export type SkeletonLook = 'none' | 'still' | 'pulsing';

export class Waiting implements ReactiveController {
  /** What the skeleton looks like now. */
  look: SkeletonLook = 'none';
  /** Whether the render under way asked for a skeleton. */
  #asked = false;
  /** The timer of the next look (kept once the last has come: the wait goes on). */
  #timer?: ReturnType<typeof setTimeout>;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Said by a render that shows a skeleton: the wait goes on (or begins). */
  ask(): SkeletonLook {
    this.#asked = true;
    this.#timer ??= setTimeout(() => {
      this.#show('still');
      this.#timer = setTimeout(() => this.#show('pulsing'), PULSE_AFTER_MS - SKELETON_AFTER_MS);
    }, SKELETON_AFTER_MS);
    return this.look;
  }

  hostUpdate(): void {
    this.#asked = false;
  }

  hostUpdated(): void {
    if (!this.#asked) this.#end();
  }

  hostDisconnected(): void {
    this.#end();
  }

  #show(look: SkeletonLook): void {
    this.look = look;
    this.host.requestUpdate();
  }

  #end(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.look = 'none';
  }
}
