// `npm start`: runs the whole app locally. Settings: PORT (4280), HOST (127.0.0.1), IDP_PORT (4443),
// DATA_DIR (.data), AUTH_MODE (dev | oidc; dev by default).
import { PortInUseError, startStack, type AuthMode } from './stack';
import { parseHost } from './stack/host';

async function main() {
  const authMode = (process.env.AUTH_MODE ?? 'dev') as AuthMode;
  if (authMode !== 'dev' && authMode !== 'oidc') {
    throw new Error(`AUTH_MODE=${authMode} is not a local mode: use dev or oidc (entra is for Azure)`);
  }
  const port = Number(process.env.PORT ?? 4280);
  const idpPort = Number(process.env.IDP_PORT ?? 4443);
  const host = parseHost(process.env.HOST);
  console.log(`Starting the bar app (sign-in: ${authMode})...`);
  // The first start also seeds a few weeks of history, so the reports are full at once (the tests' stacks do not).
  const stack = await startStack({
    dataDir: process.env.DATA_DIR ?? '.data',
    port,
    idpPort,
    authMode,
    host,
    env: { SEED_DEMO_HISTORY: process.env.SEED_DEMO_HISTORY ?? 'true' },
  });
  if (process.env.STACK_READY_JSON === '1') {
    // For test harnesses that start the stack as a child process.
    console.log(JSON.stringify({ event: 'stack-ready', appUrl: stack.appUrl, idpUrl: stack.idpUrl, caCertPath: stack.caCertPath, dataDir: stack.dataDir }));
  }
  console.log('');
  console.log(`  The bar app is running at ${stack.appUrl}`);
  if (stack.idpUrl) {
    console.log(`  Sign in at ${stack.idpUrl} as customer, bartender, manager, newcomer or barstaff (password: bar).`);
    console.log(`  Your browser will warn about the local certificate: trust ${stack.caCertPath} or accept it once.`);
  } else {
    console.log('  Development sign-in: one click, as a user who holds every persona.');
  }
  console.log(`  Data is kept in ${stack.dataDir}. Press Ctrl-C to stop.`);
  console.log('');
  if (stack.networkUrls.length > 0) {
    console.log(`  !! HOST=${host}: other devices on this network reach the app at ${stack.networkUrls.join(', ')}`);
    if (authMode === 'dev') {
      console.log('  !! Development sign-in has no password: ANYONE who can reach that address is signed in with every role,');
      console.log('  !! manager included (inventory, users, backup and restore). Only on a network you alone use, such as');
      console.log("  !! your phone's hotspot; never on a bar's or a public Wi-Fi. Stop with Ctrl-C when done.");
    } else {
      console.log('  !! Sign-in from another device does not work in oidc mode: the identity provider stays on this machine,');
      console.log('  !! and MSAL needs https (a secure context) on any address but localhost. AUTH_MODE=dev works from a phone.');
    }
    console.log('');
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof PortInUseError) console.error(err.message);
  else console.error(`Could not start the bar app: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
