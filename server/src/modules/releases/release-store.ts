import { createHash } from 'node:crypto';
import { lstat, readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { FastifyReply } from 'fastify';
import { BUILD_MANIFEST_NOT_JSON, buildFileNotRegular, buildIncomplete, buildOfAnother } from '../../lib/messages.js';
import { refusedFileKind } from './release-file-kinds.js';

/** A shared module as a build's mf-manifest.json lists it. */
export interface SharedModule {
  name: string;
  version: string;
  requiredVersion: string | null;
  singleton: boolean;
}

/** What a finished build is, read from its files: enough to publish it as a release. */
export interface BuildInfo {
  releaseId: string;
  version: string;
  builtAt: string;
  shared: SharedModule[];
  /** The federation name the manifest gives (a module's config key); null when it names none. */
  federationName: string | null;
  /** The exposed modules' names, without './'. */
  exposes: string[];
  /** The commit the build was made from (build-info.json), `-dirty` when it had uncommitted changes; null when it names none. */
  commit: string | null;
}

/** What the kit's build records of itself beside its manifest: when it was built, from which commit. */
export const BUILD_INFO_FILE = 'build-info.json';

/** A commit as a build names it: a hex object name, `-dirty` when the working tree had changes. */
const COMMIT = /^[0-9a-f]{7,64}(-dirty)?$/;

/**
 * The build time and commit a build's build-info.json gives, each null when missing or not of its
 * form (the file comes from whoever publishes: nothing in it is taken as it is).
 */
export function readBuildInfo(text: string | null): { builtAt: string | null; commit: string | null } {
  let info: unknown;
  try {
    info = text === null ? null : JSON.parse(text);
  } catch {
    info = null;
  }
  const record = typeof info === 'object' && info !== null ? (info as Record<string, unknown>) : {};
  const builtAt = typeof record.built_at === 'string' && record.built_at.length <= 40 ? new Date(record.built_at) : null;
  return {
    builtAt: builtAt && !Number.isNaN(builtAt.getTime()) ? builtAt.toISOString() : null,
    commit: typeof record.commit === 'string' && COMMIT.test(record.commit) ? record.commit : null,
  };
}

/**
 * A folder that is not a build of the frontend it is published as. Its message names paths inside
 * the build only, never the folder: over HTTP that is a temporary folder of the server.
 */
export class BuildError extends Error {
  override name = 'BuildError';
}

/** A folder missing a file every build of its frontend has: most often, no build at all yet. */
export class IncompleteBuildError extends BuildError {
  override name = 'IncompleteBuildError';
}

/** Release ids appear in URLs and folder names. */
export const RELEASE_ID = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,127}$/;

/** The record a release folder holds besides the build; written last, so its presence means the release is whole. */
export const RELEASE_FILE = 'release.json';

/**
 * The policy every file of a release is served with. A release's files are code and media the
 * shell loads, never pages: opened as a document (a link to one, say), a file gets no origin of
 * its own (sandbox) and may load and run nothing (default-src 'none'), and the browser keeps to
 * its declared type instead of guessing (nosniff). A script or stylesheet keeps working: a page
 * that loads one applies its own policy, not the file's.
 */
export const RELEASE_FILE_POLICY = "sandbox; default-src 'none'";

/** Sets the headers of an answer with a release's file, whichever store sends it. */
export function releaseFileHeaders(reply: FastifyReply, cacheControl: string): FastifyReply {
  return reply
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', RELEASE_FILE_POLICY);
}

/**
 * Where releases live: a folder (LocalReleaseStore) or a bucket (BucketReleaseStore). A release
 * appears whole or not at all and is never written again, so any instance may serve any release
 * and its files may be cached for good.
 */
export interface ReleaseStore {
  readonly kind: 'local' | 'bucket';
  has(frontend: string, releaseId: string): Promise<boolean>;
  /** Copies a build in as a release; a release already there (the same files) is left as it is. */
  add(frontend: string, sourceDir: string, info: BuildInfo): Promise<void>;
  remove(frontend: string, releaseId: string): Promise<void>;
  /** Leftovers of publishes that never finished (older than `olderThanMs`), for pruning. */
  abandoned(frontend: string, olderThanMs: number, now?: number): Promise<string[]>;
  removeAbandoned(leftover: string): Promise<void>;
  /** A text file of a release (its page, manifest, declarations), or null. */
  readText(frontend: string, releaseId: string, path: string): Promise<string | null>;
  /** Whether the release holds this path as a regular file. */
  hasFile(frontend: string, releaseId: string, path: string): Promise<boolean>;
  /** Answers with a file of a release; false (nothing sent) when it holds no such file. */
  send(reply: FastifyReply, frontend: string, releaseId: string, path: string, cacheControl: string): Promise<boolean>;
  /** Lets go of connections (a bucket's), when the app or a command ends. */
  close?(): void;
}

/**
 * Every regular file below a build folder, as relative paths, sorted. Anything else (a symbolic
 * link, a device, a socket) is refused: a link in a build would be followed when it is served and
 * could expose any file of the machine.
 */
export async function regularFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const path = relative(dir, join(entry.parentPath, entry.name));
    if (entry.isDirectory()) continue;
    if (!entry.isFile()) throw new BuildError(buildFileNotRegular(path));
    files.push(path);
  }
  return files.sort();
}

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Reads a build folder (a frontend's dist/) and names the release it would be: its package
 * version and a hash of every file, so the same build always gets the same id (two servers
 * adopting one build agree) and a different build never does. Every file must be of a kind a
 * frontend ships (release-file-kinds.ts); `isHost` (the shell, by default the frontend named
 * shell) needs index.html and may ship it.
 */
export async function inspectBuild(frontend: string, dir: string, options: { isHost?: boolean } = {}): Promise<BuildInfo> {
  const isHost = options.isHost ?? frontend === 'shell';
  const required = isHost ? ['mf-manifest.json', 'index.html'] : ['mf-manifest.json', 'remoteEntry.js'];
  for (const file of required) {
    if (!(await exists(join(dir, file)))) throw new IncompleteBuildError(buildIncomplete(frontend, file));
  }
  const files = (await regularFilesUnder(dir)).filter((path) => path !== RELEASE_FILE);
  let manifest: {
    name?: string;
    exposes?: { name?: string }[];
    metaData?: { buildInfo?: { buildVersion?: string; buildName?: string } };
    shared?: { name: string; version: string; requiredVersion?: string; singleton?: boolean }[];
  };
  try {
    manifest = JSON.parse(await readFile(join(dir, 'mf-manifest.json'), 'utf8')) as typeof manifest;
  } catch {
    throw new BuildError(BUILD_MANIFEST_NOT_JSON);
  }
  // A build names the package it was built from; its module is that name without the organisation scope.
  const builtFrom = manifest.metaData?.buildInfo?.buildName?.replace(/^@[^/]+\//, '');
  if (builtFrom && builtFrom !== frontend) throw new BuildError(buildOfAnother(builtFrom, frontend));
  const version = manifest.metaData?.buildInfo?.buildVersion ?? '0.0.0';
  const hash = createHash('sha256');
  for (const file of files) {
    const content = await readFile(join(dir, file));
    const refused = refusedFileKind(file.split(sep).join('/'), content, { isHost });
    if (refused) throw new BuildError(refused);
    hash.update(`${file}\0`);
    hash.update(content);
  }
  // A build without build-info.json (made before the kit wrote it) is dated by its manifest's file.
  const recorded = readBuildInfo(files.includes(BUILD_INFO_FILE) ? await readFile(join(dir, BUILD_INFO_FILE), 'utf8') : null);
  return {
    releaseId: `${version.replace(/[^0-9A-Za-z._-]/g, '-')}-${hash.digest('hex').slice(0, 10)}`,
    version,
    builtAt: recorded.builtAt ?? (await lstat(join(dir, 'mf-manifest.json'))).mtime.toISOString(),
    commit: recorded.commit,
    shared: (manifest.shared ?? []).map((module) => ({
      name: module.name,
      version: module.version,
      requiredVersion: module.requiredVersion ?? null,
      singleton: module.singleton ?? false,
    })),
    federationName: typeof manifest.name === 'string' ? manifest.name : null,
    exposes: (manifest.exposes ?? []).map((expose) => String(expose.name ?? '').replace(/^\.\//, '')).filter((name) => name !== ''),
  };
}
