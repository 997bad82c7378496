// "Runs in Azure" is decided in one place (config.ts); what depends on it asks there.
import { runsInAzure, underFunctionsHost } from '../../src/config';
import { exposeCosmosRequestCount } from '../../src/data/request-count';

const AZURE = { WEBSITE_SITE_NAME: 'func-bar', WEBSITE_INSTANCE_ID: 'instance' };

test('Azure is known by the settings App Service sets; a local Functions host by its worker runtime', () => {
  expect(runsInAzure(AZURE)).toBe(true);
  expect(runsInAzure({ WEBSITE_HOSTNAME: 'func-bar.azurewebsites.net' })).toBe(true);
  expect(runsInAzure({ FUNCTIONS_WORKER_RUNTIME: 'node' })).toBe(false);
  expect(underFunctionsHost({ FUNCTIONS_WORKER_RUNTIME: 'node' })).toBe(true);
  expect(underFunctionsHost(AZURE)).toBe(true);
  expect(underFunctionsHost({})).toBe(false);
});

test('the Cosmos request count is exposed only by the local host that asks for it, never under a Functions host', () => {
  expect(exposeCosmosRequestCount({ EXPOSE_COSMOS_REQUEST_COUNT: '1' })).toBe(true);
  expect(exposeCosmosRequestCount({})).toBe(false);
  expect(exposeCosmosRequestCount({ ...AZURE, EXPOSE_COSMOS_REQUEST_COUNT: '1' })).toBe(false);
  expect(exposeCosmosRequestCount({ FUNCTIONS_WORKER_RUNTIME: 'node', EXPOSE_COSMOS_REQUEST_COUNT: '1' })).toBe(false);
});
