// Imports an Azure Functions entry in a fresh process, the way the Node worker does: '@azure/functions-core'
// is the worker's (a stub here that records registrations). Prints {ms, registered}.
const Module = require('node:module');
const registered = [];
const core = {
  setProgrammingModel() {},
  registerHook() {
    return { dispose() {} };
  },
  registerFunction(metadata) {
    registered.push(metadata.name);
    return { dispose() {} };
  },
  log() {},
};
const load = Module._load;
Module._load = function (request, ...rest) {
  if (request === '@azure/functions-core') return core;
  return load.call(this, request, ...rest);
};
const t0 = process.hrtime.bigint();
require(process.argv[2]);
const ms = Number(process.hrtime.bigint() - t0) / 1e6;
process.stdout.write(JSON.stringify({ ms, registered: registered.length }));
