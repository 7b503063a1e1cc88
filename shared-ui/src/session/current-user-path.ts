/** The path both the page's boot script and the app ask the signed-in user from. */
export const CURRENT_USER_PATH = '/api/v1/users/me';
