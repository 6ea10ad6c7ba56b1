import autocannon from 'autocannon';

/** One autocannon run, as a promise. */
export function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The figures a bench keeps of a run (docs/performance.md's tables). */
export const figures = (result: autocannon.Result) => ({
  requestsPerSecond: Math.round(result.requests.average * 10) / 10,
  latencyP50Ms: result.latency.p50,
  latencyP99Ms: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
});
