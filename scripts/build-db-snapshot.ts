// Saves the migrated empty embedded database next to the server bundle (dist/server/empty-db.tar.gz): a first
// start unpacks it instead of running PGlite's initdb and every migration. Run by build-server.mjs.
import fs from 'node:fs';
import { dumpMigratedDatabase } from '#server/db/snapshot';
import { EMPTY_DATABASE_SNAPSHOT } from '#server/db/snapshot-file';

const target = `dist/server/${EMPTY_DATABASE_SNAPSHOT}`;
fs.writeFileSync(target, await dumpMigratedDatabase('gzip'));
