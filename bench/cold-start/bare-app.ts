// The ceiling of the cold-start budget: a bare Azure Functions app with one route, bundled like the API.
import { app } from '@azure/functions';

app.setup({ enableHttpStream: true });
app.http('hello', {
  methods: ['GET'],
  route: 'hello',
  authLevel: 'anonymous',
  handler: async () => ({ jsonBody: { hello: 'world' } }),
});
