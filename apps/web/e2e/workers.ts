/**
 * How many journey files run at once, each worker on its own site. Two halve the journeys' wall time on this
 * two-core machine (a journey waits on the browser and the server far more than it computes);
 * JOURNEY_WORKERS=1 runs them one after the other, as a person debugging one failure wants.
 */
export const JOURNEY_WORKERS = Math.max(1, Number(process.env.JOURNEY_WORKERS) || 2);
