/** Which database the app runs on: the few statements that differ are written once for each. */
export type Dialect = 'postgres' | 'sqlite';
