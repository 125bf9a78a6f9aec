/**
 * Where this build sends what it counts, or null: a constant plugins/analytics defines in the browser's build (not
 * defined at all in the unit tests, so code that may run there tests `typeof` first). Tested in an `if` of its own,
 * a null makes webpack leave out the branch and every module only it uses.
 */
declare const __MEASURE__: { domain: string; endpoint: string } | null;
