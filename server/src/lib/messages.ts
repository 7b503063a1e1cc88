/**
 * Every text the server says to a person, in the language the contract has it: the starter's
 * English error details (clients compare some of them), the back office's Chinese messages. One
 * language per text, no negotiation. A text with values is a small function; grouped by feature.
 * Validation texts that mirror pydantic's stay beside the translation in validation-errors.ts.
 */

// Any request.
export const NOT_FOUND = 'Not Found';
export const INTERNAL_SERVER_ERROR = 'Internal Server Error';
export const URI_TOO_LONG = 'URI Too Long';
export const INVALID_URL = 'Invalid URL';
export const BODY_TOO_LARGE = 'Request body is too large';
export const RANGE_NOT_SATISFIABLE = 'Range Not Satisfiable';
export const JSON_DECODE_ERROR = 'JSON decode error';
export const FIELD_REQUIRED = 'Field required';
export const unsupportedMediaType = (contentType: string | undefined) => `Unsupported Media Type: ${contentType ?? 'none'}`;

// Authentication.
export const NOT_AUTHENTICATED = 'Not authenticated';
export const COULD_NOT_VALIDATE_CREDENTIALS = 'Could not validate credentials';
export const INACTIVE_USER = 'Inactive user';
export const NOT_ENOUGH_PRIVILEGES = "The user doesn't have enough privileges";

// Users (the starter's texts, kept exactly, including the one with and the one without a final period).
export const USER_NOT_FOUND = 'User not found';
export const USER_ID_UNKNOWN = 'The user with this id does not exist in the system';
export const EMAIL_EXISTS_ADMIN = 'The user with this email already exists in the system.';
export const EMAIL_EXISTS_SIGNUP = 'The user with this email already exists in the system';
export const EMAIL_TAKEN = 'User with this email already exists';
/** The refusal when a change would leave no active superuser. */
export const LAST_SUPERUSER = 'The last active superuser cannot be demoted or deactivated';
/** The refusal when deleting a user would leave no active superuser. */
export const LAST_SUPERUSER_DELETE = 'The last active superuser cannot be deleted';
export const INCORRECT_PASSWORD = 'Incorrect password';
export const SAME_PASSWORD = 'New password cannot be the same as the current one';
export const SUPERUSER_SELF_DELETE = 'Super users are not allowed to delete themselves';
export const USER_DELETED = 'User deleted successfully';
export const PASSWORD_UPDATED = 'Password updated successfully';
/** Sign-up when USERS_OPEN_REGISTRATION is false (the starter's text). */
export const REGISTRATION_CLOSED = 'Open user registration is forbidden on this server';
export const TOO_MANY_SIGNUPS = 'Too many sign-ups from this address, please try again later';
/** A user created with both a password and an invitation. */
export const PASSWORD_OR_INVITE = 'Give either a password or invite, not both';

// Login and password recovery.
export const INCORRECT_LOGIN = 'Incorrect email or password';
export const INVALID_TOKEN = 'Invalid token';
export const USERNAME_UNKNOWN = 'The user with this username does not exist in the system.';
export const RECOVERY_MESSAGE = 'If that email is registered, we sent a password recovery link';
export const TOO_MANY_ATTEMPTS = 'Too many login attempts, please try again later';

// Items.
export const ITEM_NOT_FOUND = 'Item not found';
export const NOT_ENOUGH_PERMISSIONS = 'Not enough permissions';
export const ITEM_DELETED = 'Item deleted successfully';

// Utils.
export const TEST_EMAIL_SENT = 'Test email sent';
export const MAIL_NOT_ACCEPTED = 'Could not send the email: the mail server did not accept it';

// Frontend modules.
export const MODULE_NOT_FOUND = 'Module not found';
export const MODULE_ALREADY_REGISTERED = 'The module is already registered';
export const reservedConfigKey = (configKey: string) => `"${configKey}" is reserved in JavaScript: choose another config key`;
export const moduleNameTaken = (name: string, retired: boolean) => `A module named "${name}" already exists${retired ? ' (retired)' : ''}`;
/** `holder` names the module that has it: "module remote-items (retired)". */
export const segmentTaken = (segment: string | null, holder: string) => `The segment "${segment}" is taken by ${holder}`;
export const configKeyTaken = (configKey: string, holder: string) => `The config key "${configKey}" is taken by ${holder}`;
export const moduleHolder = (name: string, retired: boolean) => `module ${name}${retired ? ' (retired)' : ''}`;
export const hostCannotRetire = (name: string) => `${name} is the host: it cannot be retired`;
export const hostClaimsNoPaths = (name: string) => `${name} is the host: it mounts no routes, so it claims no paths`;
export const pathClaimedBy = (path: string, holder: string) => `The path ${path} is claimed by ${holder}`;
export const pathUnderClaim = (path: string, claim: string, holder: string) =>
  `The path ${path} is under ${claim}, which ${holder} claims: only a superuser can grant it, explicitly (under_other_module)`;
export const ONLY_SUPERUSER_GRANTS_UNDER = "Only a superuser can grant a path under another module's claim";
export const moduleNeeded = (name: string, paths: readonly string[]) =>
  `${name} cannot be retired: it owns ${paths.join(', ')}, which the product needs (the sign-in screens and the pages the shell links to)`;
export const moduleNotRetired = (name: string) => `${name} is not retired`;

// Deploy keys and the callers of the releases API.
export const DEPLOY_KEY_NOT_FOUND = 'Deploy key not found';
export const DEPLOY_KEY_REVOKED = 'Deploy key revoked';
export const DEPLOY_KEY_MAY_NOT_PROMOTE = 'This deploy key may not promote';
export const TOO_MANY_PUBLISHES = 'Too many publishes: try again later';
export const deployKeyForOther = (keyModule: string, frontend: string) => `This deploy key is for ${keyModule}, not for ${frontend}`;

// Releases.
export const unknownFrontend = (name: string, names: readonly string[]) => `Unknown frontend "${name}": one of ${names.join(', ')}`;
export const noSuchRelease = (frontend: string, releaseId: string) => `${frontend} has no release "${releaseId}"`;
export const releaseFilesMissing = (frontend: string, releaseId: string) =>
  `The files of ${frontend} ${releaseId} are missing from the release store`;
export const releaseProblem = (frontend: string, releaseId: string, problem: string) => `${frontend} ${releaseId}: ${problem}`;
export const hostBreaksRemote = (host: string, releaseId: string, remote: string, remoteRelease: string, skews: string) =>
  `${host} ${releaseId} would break the live ${remote} ${remoteRelease}: ${skews}`;
export const remoteMisfitsShell = (frontend: string, releaseId: string, shellRelease: string, skews: string) =>
  `${frontend} ${releaseId} does not fit the live shell ${shellRelease}: ${skews}`;
/** A published release that does not fit the live releases: it stays published, but is not made live until it fits. */
export const publishedMisfit = (frontend: string, releaseId: string, mismatches: string) =>
  `${frontend} ${releaseId} is published, but cannot be promoted, rolled out or previewed while it does not fit the live releases: ${mismatches}`;
export const routeAlreadyMounted = (frontend: string, path: string, other: string, otherRelease: string) =>
  `${frontend} mounts ${path}, which the live ${other} ${otherRelease} already mounts`;
/** `what` is "mounts" (a route) or "lists a menu entry to"; `owner` as moduleHolder names it. */
export const pathOfAnotherModule = (frontend: string, what: string, path: string, owner: string, claim: string) =>
  `${frontend} ${what} ${path}, which ${owner} owns (its claim ${claim})`;
export const pathUnclaimed = (frontend: string, what: string, path: string) => `${frontend} ${what} ${path}, which no module claims`;
/** A release's notes (`--notes`) the server does not keep: too long, or with control characters a terminal would act on. */
export const releaseNotesRefused = (max: number) =>
  `Release notes are plain text of at most ${max} characters (line breaks allowed, no other control characters)`;
export const noEarlierRelease = (frontend: string) => `${frontend} has no earlier live release to roll back to`;
export const previousReleasePruned = (frontend: string, previous: string) => `${frontend}'s previous release ${previous} was pruned`;
export const sendGzipTar = (archiveType: string) => `Send the build as a gzip tar (Content-Type: ${archiveType})`;
export const buildArchiveTooLarge = (max: number) => `The build archive is larger than RELEASE_UPLOAD_MAX_BYTES (${max} bytes)`;
// What is wrong with a build, naming only paths inside it (the folder it was unpacked to is the server's business).
export const buildIncomplete = (frontend: string, file: string) => `Not a complete build of ${frontend}: ${file} is missing`;
export const BUILD_MANIFEST_NOT_JSON = "The build's mf-manifest.json is not JSON";
export const buildOfAnother = (builtFrom: string, frontend: string) => `This is a build of ${builtFrom}, not of ${frontend}`;
export const buildFileNotRegular = (path: string) => `${path} in the build is not a regular file (links and devices are refused)`;
export const buildHtmlFile = (path: string) =>
  `${path}: a release may not ship an HTML page (only the shell ships one, its index.html at the root of its build)`;
export const buildUnknownFileKind = (path: string) =>
  `${path}: a release ships scripts, styles, JSON, source maps, text, fonts, images, media and WebAssembly (and their .br and .gz copies), and this is none of them`;
export const buildScriptedSvg = (path: string) =>
  `${path}: an SVG image may not hold a script (a script element, an on... event attribute, a javascript: URL or a foreignObject)`;
export const buildUnreadableCopy = (path: string) => `${path}: this compressed copy cannot be uncompressed`;

// Rollouts and previews of a remote's release.
export const hostMovesAtOnce = (frontend: string) =>
  `${frontend} is the shell: it moves for everyone at once, by promote and rollback (rollouts and previews are for remotes)`;
export const releaseAlreadyLive = (frontend: string, releaseId: string) => `${frontend} ${releaseId} is already live`;
export const noRolloutOf = (frontend: string, releaseId: string) => `${frontend} has no rollout of ${releaseId} to abort`;
export const rolloutReplaced = (releaseId: string) => `replaced by a rollout of ${releaseId}`;
export const rolloutAbortedAt = (percent: number) => `aborted at ${percent} %`;
export const releaseWithdrawn = (frontend: string, releaseId: string) =>
  `${frontend} ${releaseId} was withdrawn: it cannot be made live, rolled out or previewed`;
export const liveCannotWithdraw = (frontend: string, releaseId: string) =>
  `${frontend} ${releaseId} is live: promote or roll back to another release before withdrawing it`;
export const ROLLOUT_ENDED_BY_WITHDRAWAL = 'the release was withdrawn';
export const PREVIEW_NOT_FOUND = 'Preview link not found';
/** Why a preview link ended without being ended itself (the release history's detail). */
export const PREVIEW_KEY_REVOKED = 'the deploy key that made it was revoked';

// Development overrides: one module, in a developer's own browser, from their development server or a stored release.
export const OVERRIDE_NEEDS_BROWSER =
  'This browser has no browser id (the fe_browser cookie): load a page of the product in it first, then start the override';
export const OVERRIDE_URL_OR_RELEASE = "Give either url (a development server's manifest) or release_id (a stored release), not both";
export const OVERRIDE_URL_NOT_HTTP = 'The url must be an http or https URL';
export const OVERRIDE_URL_CREDENTIALS = 'The url must not carry a user name or password';
export const overrideUrlOrigin = (allowed: readonly string[]) =>
  `The url must be on localhost, 127.0.0.1 or [::1] (any port)${allowed.length > 0 ? ` or on one of ${allowed.join(', ')}` : ''} (DEV_OVERRIDE_ORIGINS)`;
export const OVERRIDE_URL_NOT_MANIFEST = "The url must name the module's manifest: its path ends in .json (mf-manifest.json)";
export const OVERRIDE_URL_MALFORMED = 'The url is not a valid URL';
export const hostCannotBeOverridden = (name: string) => `${name} is the shell: it cannot be overridden (overrides are for remotes)`;
export const overrideReleaseWithdrawn = (frontend: string, releaseId: string) =>
  `${frontend} ${releaseId} was withdrawn: it cannot be loaded by an override`;
export const OVERRIDE_NOT_FOUND = 'No development override is in force in this browser';

// Load reports of the remotes: why the server aborted a rollout by itself (the release history's detail),
// naming its evidence: reporters are signed-in persons and address groups, the browsers behind them follow.
const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
export const rolloutFailsMore = (
  side: { failed: number; reporters: number; failedPersons: number; failedAddressGroups: number; failedBrowsers: number },
  live: { failed: number; reporters: number },
) =>
  `failed for ${side.failed} of ${side.reporters} (${counted(side.failedPersons, 'person')}, ${counted(side.failedAddressGroups, 'address group')}; ` +
  `${counted(side.failedBrowsers, 'browser')}) against ${live.failed} of ${live.reporters} on the live release`;

// Video templates.
export const TEMPLATE_NOT_FOUND = 'Template not found';
export const TEMPLATE_DELETED = 'Template deleted successfully';
export const PUBLISHED_OK = '上架成功';
export const GIVE_A_STATUS = 'Give template_status, template_sub_status or both';
export const NO_PLATFORM = 'The template has no platform (template_platform): set it before generating a reference video';
export const notPublishable = (id: number, status: string) => `Only templates in 待补全 can be published (template ${id} is ${status})`;
export const notReviewable = (id: number, status: string) => `Only templates in 已生成 can be reviewed (template ${id} is ${status})`;
/** `labels` name the empty fields (模板标题, ...). */
export const publishBlocked = (labels: readonly string[]) => `以下字段不能为空：${labels.join('、')}。请先完善模板信息后再上架。`;
/** Prefixes a template's own refusal among several (a bulk update). */
export const templatePrefix = (id: number) => `模板 ${id}：`;
/** The fields a template needs before it is published, as the screens name them. */
export const REQUIRED_FIELD_LABELS = {
  template_category_id: '模板分类ID',
  photo_tips_id: '照片提示ID',
  template_top_title: '模板标题',
  template_main_image: '模板主图',
  template_video_url: '模板视频',
} as const;
/** What an AI generation writes, as the messages name it. */
export const GENERATION_LABELS = { title: '标题', image: '主图', recommendation: '推荐语', evaluation: '用户评价' } as const;
export const generatedWithNote = (label: string, note: string) => `${label}已生成：${note}`;
export const generatedOffline = (label: string) => `${label}已离线生成（未配置 AI 服务，内容由模板信息自动撰写）`;
export const generated = (label: string) => `${label}生成成功`;
export const aiGenerationFailed = (reason: string) => `AI 生成失败：${reason}`;
export const REVIEW_REJECTED = '审核不通过，模板已退回待生成（AUDIT_FAILED）';
export const REVIEW_APPROVED = '审核通过，无需 AI 补全';
export const reviewApprovedFilled = (labels: readonly string[]) => `审核通过，AI 已补全：${labels.join('、')}`;
export const OFFLINE_SUFFIX = '（离线生成）';
export const reviewFillFailed = (labels: readonly string[]) => `；以下内容 AI 补全失败，请手动完善：${labels.join('、')}`;
export const referenceUploaded = (index: number, taskId: number) => `参考图${index}上传成功，视频生成任务 #${taskId} 已创建`;

// Reference images (a template's upload).
export const REFERENCE_TOO_LARGE = 'Reference image is larger than 10 MB: choose a smaller image';
export const fileNameTooLong = (maxBytes: number) => `File name is too long (at most ${maxBytes} bytes)`;
export const FILE_NAME_NOT_PLAIN = 'File name must be a plain name without folders or control characters';
export const ONE_FILE_ONLY = 'Send exactly one file, in the reference_image field';
export const REFERENCE_EMPTY = 'The reference image is empty';
export const NOT_AN_IMAGE = 'The file is not a PNG, JPEG, WebP or GIF image (judged by its content)';
export const TOO_MANY_FORM_FIELDS = 'Too many form fields';
export const malformedMultipart = (reason?: string) => `Malformed multipart body${reason ? `: ${reason}` : ''}`;
export const sendMultipart = (contentType: string | undefined) =>
  `Unsupported Media Type: ${contentType ?? 'none'} (send multipart/form-data)`;

// Video tasks and their change stream.
export const TASK_NOT_FOUND = 'Video task not found';
export const TASK_DELETED = 'Video task deleted successfully';
export const EVENT_STREAM_ONLY = 'This call answers text/event-stream only: send Accept: text/event-stream';
export const tooManyStreamsForUser = (max: number) =>
  `Too many open change streams for this user (at most ${max}): close one (another tab or window) and try again`;
export const tooManyStreams = (max: number) => `Too many open change streams on this server (at most ${max}): try again later`;

// Bulk jobs.
export const BULK_JOB_NOT_FOUND = 'Bulk job not found';
export const SET_STATUS_NEEDS_STATUS = 'set_status needs task_status';
export const IDS_OR_FILTERS = 'Give either ids or filters (with expected_count)';
export const NEEDS_CONFIRMED_COUNT = 'An "all matching" selection needs the count the admin confirmed';
export const notAnActionOf = (action: string, list: string, actions: readonly string[]) =>
  `${action} is not an action of the ${list} list: ${actions.join(', ')}`;
export const notAFilterOf = (name: string, list: string) => `${name} is not a filter of the ${list} list`;
export const tooManyMatching = (max: number) => `More than ${max} rows match: narrow the filters (a bulk job takes at most ${max} rows)`;
export const selectionChanged = (expected: number, matching: number) =>
  `The selection changed: ${matching} rows match now, ${expected} were confirmed. Confirm again with the new count.`;
export const bulkJobFinished = (status: string) => `The bulk job is already ${status}: only a queued or running job can be cancelled`;
export const tooManyBulkJobs = (max: number) =>
  `You already have ${max} bulk jobs queued or running (at most ${max}): wait for one to finish, or cancel one`;
/** Why a job ended early, as the job tells it (Chinese, as its rows' reasons); `who` is the starter's or the canceller's e-mail. */
export const bulkJobCancelled = (who: string) => `已由 ${who} 取消`;
export const bulkStarterGone = (who: string) => `发起人 ${who} 的账号已不存在，任务已停止`;
export const bulkStarterInactive = (who: string) => `发起人 ${who} 的账号已停用，任务已停止`;
export const bulkStarterLacks = (who: string, permission: string) => `发起人 ${who} 已没有权限 ${permission}，任务已停止`;
export const bulkStarterPasswordChanged = (who: string) => `发起人 ${who} 在任务开始后修改了密码，任务已停止`;
/** What the admin reads for a fault of the server itself: no internals (they are in the log). */
export const ROW_INTERNAL_ERROR = '处理失败（服务器内部错误，详见服务器日志）';
export const templateRowMissing = (id: number) => `模板 #${id} 不存在（可能已被删除）`;
export const templateRowWrongStatus = (id: number, needs: string, verb: string, current: string) =>
  `模板 #${id} 不在${needs}，不能${verb}（当前：${current}）`;
export const templateRowRefused = (id: number, reason: string) => `模板 #${id}：${reason}`;
export const templateRowFailed = (id: number) => `模板 #${id} ${ROW_INTERNAL_ERROR}`;
export const taskRowMissing = (id: number) => `任务 #${id} 不存在（可能已被删除）`;
export const taskRowRefused = (id: number, reason: string) => `任务 #${id}：${reason}`;
export const taskRowFailed = (id: number) => `任务 #${id} ${ROW_INTERNAL_ERROR}`;
/** A row whose failure could not even be explained (the explanation's own lookup failed). */
export const rowFailed = (id: number) => `#${id} ${ROW_INTERNAL_ERROR}`;

// AI services (their failures reach the generation answers).
export const aiCallFailed = (reason: string) => `AI 服务调用失败：${reason}`;
export const AI_NOT_AN_IMAGE = 'AI 服务返回的不是可用的图片（PNG、JPEG、WebP 或 GIF）';
export const AI_NO_CONTENT = 'AI 服务没有返回内容';
export const AI_NO_IMAGE = 'AI 服务没有返回图片';
export const AI_TEMPORARY_LINK = '图片未能转存，使用 AI 服务提供的临时链接';

// The local video platform (its notes are kept with the task).
export const localPlatformStandIn = (requested: string) =>
  `本地模拟平台：未配置${requested}的凭证，视频由服务器在本地生成（离线演示用途，不是${requested}的真实结果）`;
export const LOCAL_SIMULATED_FAILURE = '本地模拟平台：按 simulate_failure 的要求模拟生成失败';
export const LOCAL_DEMO_VIDEO = '本地模拟平台生成的演示视频';

// Saved views of the lists (/api/v1/users/me/views).
export const VIEW_NOT_FOUND = 'View not found';
export const VIEW_DELETED = 'View deleted';
export const VIEW_READ_ONLY = 'This view is shared with you and cannot be changed: save a copy of it instead';
export const VIEW_SHARE_SUPERUSER_ONLY = 'Only a superuser may share a view with a role';
export const viewUnknownRole = (role: string) => `Unknown role: ${role}`;
export const viewStateTooLarge = (max: number) => `The view's state is too large (at most ${max} characters as JSON)`;
export const tooManyViews = (max: number) => `At most ${max} views per list: delete one first`;

// Signed-in sessions (/api/v1/users/me/sessions, /api/v1/users/{user_id}/sessions).
export const SESSION_NOT_FOUND = 'Session not found';
export const SESSION_ENDED = 'Session ended';
export const sessionsEnded = (count: number) => `${count} session${count === 1 ? '' : 's'} ended`;

// View-as (/api/v1/view-as): a superuser looking at the product as a role or a person, read-only.
/** A write refused while viewing; `viewed` names the role (in the answer's language) or the person. */
export const viewAsReadOnly = (viewed: string) => `Viewing as ${viewed} is read-only. End it to make changes.`;
/** As viewAsReadOnly, for the back office's routes (their answers are in Chinese). */
export const viewAsReadOnlyBackOffice = (viewed: string) => `正在以 ${viewed} 的身份查看（只读），结束后才能修改。`;
export const VIEW_AS_NEEDS_SESSION = 'View-as needs a signed-in session: sign in again to use it';
export const VIEW_AS_ONE_TARGET = 'Give either a role or a person (user_id), not both';
export const VIEW_AS_UNKNOWN_PERSON = 'There is no such person';
export const VIEW_AS_INACTIVE_PERSON = 'An inactive person cannot be viewed as';
export const VIEW_AS_SUPERUSER_PERSON = 'A superuser cannot be viewed as: they see everything';

// Two-step sign-in (/api/v1/users/me/two-factor, /api/v1/login/second-factor).
export const SECOND_FACTOR_REQUIRED = 'Second factor required';
export const INCORRECT_SECOND_FACTOR_CODE = 'Incorrect code';
export const SECOND_FACTOR_TICKET_INVALID = 'The sign-in step has expired or is invalid: sign in with your password again';
export const TWO_FACTOR_NOT_SET_UP = 'Set up two-step sign-in first';
export const TWO_FACTOR_ALREADY_ENABLED = 'Two-step sign-in is already on';
export const TWO_FACTOR_NOT_ENABLED = 'Two-step sign-in is not on';
export const TWO_FACTOR_REQUIRED_FOR_ROLE = 'Your role requires two-step sign-in: it cannot be turned off';
export const TWO_FACTOR_DISABLED = 'Two-step sign-in turned off';

// Passkeys (/api/v1/users/me/passkeys, /api/v1/login/passkey).
export const PASSKEY_NOT_FOUND = 'Passkey not found';
export const PASSKEY_REMOVED = 'Passkey removed';
export const PASSKEY_ALREADY_ADDED = 'This passkey is already registered';
export const PASSKEY_NOT_VERIFIED = 'The passkey could not be verified';
export const PASSKEY_TICKET_INVALID = 'The passkey request expired or was already used: start again';
export const PASSKEY_SIGN_IN_FAILED = 'Signing in with this passkey failed';
export const tooManyPasskeys = (max: number) => `At most ${max} passkeys: remove one first`;

// Single sign-on (/api/v1/login/oidc/...).
export const SSO_CODE_INVALID = 'The sign-in code is invalid, used or expired: sign in again';
export const passwordSignInOff = (provider: string) =>
  `Password sign-in is off on this server: sign in with ${provider} (only the break-glass administrator may use a password)`;
