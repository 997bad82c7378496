import { app } from '@azure/functions';
import { toAzureHandler } from './http/edge';
import { ROUTES } from './routes';

// Azure Functions entry point: one HTTP function per route of the table.
app.setup({ enableHttpStream: true });
for (const route of ROUTES) {
  app.http(route.name, {
    methods: route.methods,
    route: route.route,
    authLevel: 'anonymous',
    handler: toAzureHandler(route),
  });
}
