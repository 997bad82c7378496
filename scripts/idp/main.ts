// Runs the bundled identity provider on its own: `npx tsx scripts/idp/main.ts`.
// Env: IDP_PORT (default 4443; 0 = any free port), DATA_DIR (default .data),
// APP_ORIGIN (default http://localhost:4280; several may be given, comma-separated).
import { resolve } from 'node:path';
import { startIdentityProvider } from './provider';

async function main(): Promise<void> {
  const port = Number(process.env.IDP_PORT ?? 4443);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`IDP_PORT must be a port number, got "${process.env.IDP_PORT}"`);
  }
  const dataDir = resolve(process.env.DATA_DIR || '.data');
  const appOrigins = (process.env.APP_ORIGIN || 'http://localhost:4280')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

  const idp = await startIdentityProvider({ port, dataDir, appOrigins });
  console.log(`Identity provider ready at ${idp.issuer}`);
  console.log(`  client id ${idp.clientId}, scope "${idp.scope}", CA certificate ${idp.caCertPath}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`Identity provider stopping (${signal})`);
    idp.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error('Identity provider failed to start:', err);
  process.exit(1);
});
