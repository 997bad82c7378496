// Loaded into Azurite's process (node --require) by azurite.ts. Azurite keeps its metadata (which containers and
// blobs exist, and where their bytes are) in LokiJS databases that it saves every 5 s, with no setting to change
// that: a blob uploaded in the last seconds before a kill would be lost, its bytes orphaned. Here every save is
// written synchronously (the file replaced by rename, as LokiJS does), and a write request's answer is held until
// the metadata it changed is saved. Blob bytes are already on disk by then (Azurite writes them first).
'use strict';
const fs = require('node:fs');
const http = require('node:http');

const Loki = require(require.resolve('lokijs', { paths: [require.resolve('azurite/package.json')] }));
const databases = new Set();

function saveNow(db) {
  const tmp = `${db.filename}~`;
  fs.writeFileSync(tmp, db.serialize());
  fs.renameSync(tmp, db.filename);
  db.autosaveClearFlags();
}

const saveDatabaseInternal = Loki.prototype.saveDatabaseInternal;
Loki.prototype.saveDatabaseInternal = function saveSynchronously(callback) {
  if (this.persistenceMethod !== 'fs') return saveDatabaseInternal.call(this, callback);
  databases.add(this);
  let error = null;
  try {
    saveNow(this);
  } catch (err) {
    error = err;
  }
  if (typeof callback === 'function') callback(error);
  return undefined;
};

const end = http.ServerResponse.prototype.end;
http.ServerResponse.prototype.end = function endAfterSave(...args) {
  const method = this.req && this.req.method;
  if (method && method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
    try {
      for (const db of databases) if (db.autosaveDirty()) saveNow(db);
    } catch (err) {
      // Not saved, so not acknowledged: a failure status, or a cut connection once the status is out.
      process.stderr.write(`metadata save failed: ${err && err.message}\n`);
      if (this.headersSent) return this.destroy();
      this.statusCode = 503;
      return end.call(this, '');
    }
  }
  return end.apply(this, args);
};
