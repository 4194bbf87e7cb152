// Embla's `duration` is not in milliseconds: it is the stiffness of its scroll spring, run at a
// fixed 60 steps a second with friction 0.68. Simulating that spring, a duration of d settles (to
// within 2 % of the distance) after about 26·d ms, so this converts a wanted transition time.
export function emblaDuration(ms: number): number {
  return Math.max(1, Math.round(ms / 26));
}
