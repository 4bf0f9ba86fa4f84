/** The injection token of the Database (persistence/database.ts) the providers share. */
export const DATABASE = Symbol('DATABASE');
