// A bench-only local stack in its own process (so the local Cosmos server does not share an event loop with the
// load generator): dev sign-in (or the bundled OpenID Connect provider with BENCH_AUTH_MODE=oidc, for a room of
// guests signed in as themselves), per-call Cosmos request counts exposed, no write budget. Prints one JSON line.
import { startStack } from '../../scripts/stack';

async function main() {
  const stack = await startStack({
    dataDir: process.env.BENCH_DATA_DIR!,
    port: 0,
    idpPort: 0,
    authMode: process.env.BENCH_AUTH_MODE === 'oidc' ? 'oidc' : 'dev',
    seedOnEmpty: true,
    log: (line) => process.stderr.write(`${line}\n`),
    env: {
      EXPOSE_COSMOS_REQUEST_COUNT: '1',
      WRITE_RATE_LIMIT_PER_MINUTE: '100000000',
      READ_RATE_LIMIT_PER_MINUTE: '100000000',
      AI_RATE_LIMIT_PER_MINUTE: '0',
      AI_INSTANCE_RATE_LIMIT_PER_MINUTE: '0',
    },
  });
  const port = new URL(stack.appUrl).port;
  console.log(
    JSON.stringify({
      event: 'bench-stack-ready',
      appUrl: `http://127.0.0.1:${port}`,
      apiPid: stack.apiPid(),
      // This process runs the local Cosmos server and the sign-in provider (Azurite and the API run in their own).
      stackPid: process.pid,
      cosmosEndpoint: stack.cosmos.endpoint,
      ...(stack.idpUrl ? { idpUrl: stack.idpUrl, caCertPath: stack.caCertPath } : {}),
    }),
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // A bench killed outright (a timeout, SIGKILL) cannot stop this process: it stops itself once orphaned.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 1000).unref();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : String(err));
  process.exit(1);
});
