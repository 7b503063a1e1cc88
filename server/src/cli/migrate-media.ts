// Copies the uploaded and generated files of the local folder (DATA_DIR/uploads) into the bucket
// the settings name (STORAGE_URL or S3_BUCKET, and the S3_* settings), on the same settings (.env,
// DATA_DIR) as the server. Run it before switching the servers to the bucket, and again right
// after (it copies only what is not there yet); the database keeps its /media/<key> URLs.
//
//   migrate-media [--verbose]
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { HttpError } from '../lib/http-errors.js';
import { migrateLocalMedia } from '../storage/migrate-local.js';
import { S3Storage } from '../storage/s3-storage.js';

const USAGE = 'usage: migrate-media [--verbose]   (copies DATA_DIR/uploads into the bucket of STORAGE_URL or S3_BUCKET)';

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { verbose: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  // npm runs a workspace script inside server/; INIT_CWD is where it was typed (the repository
  // root, as for `npm start`), so .env and a relative DATA_DIR mean the same as for the server.
  const config = loadConfig({ cwd: process.env.INIT_CWD ?? process.cwd() });
  if (config.storage.kind !== 's3') {
    throw new ConfigError('No bucket is configured: set STORAGE_URL=s3://bucket/prefix (or S3_BUCKET) and the S3_* settings first');
  }
  const target = new S3Storage(config.storage);
  const where = `s3://${config.storage.bucket}/${config.storage.prefix}`;
  console.log(`Copying ${config.uploadsDir} into ${where}${config.storage.endpoint ? ` at ${config.storage.endpoint}` : ''}`);
  try {
    const counts = await migrateLocalMedia(config.uploadsDir, target, (key, outcome) => {
      if (values.verbose || outcome === 'skipped') console.log(`${outcome.padEnd(8)} ${key}`);
    });
    console.log(`copied ${counts.copied}, already there ${counts.present}, skipped ${counts.skipped} (not storage keys)`);
  } finally {
    target.close();
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  // A missing setting or an unreachable bucket is one line, not a stack.
  if (error instanceof ConfigError || error instanceof HttpError) console.error(`migrate-media: ${error.message}`);
  else if ((error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') console.error(`${(error as Error).message}\n${USAGE}`);
  else throw error;
  process.exitCode = 1;
}
