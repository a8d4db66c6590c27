/**
 * "Back to the list" returns to the list as it was left: its search, filters, sort and page are
 * remembered per list for this tab, and the links back to it carry them.
 */
const key = (path: string) => `admin-list-view:${path}`;

export function rememberListView(path: string, search: string): void {
  try {
    if (search) sessionStorage.setItem(key(path), search);
    else sessionStorage.removeItem(key(path));
  } catch {
    // Storage refused (private mode, quota): the plain list is still a right place to return to.
  }
}

/** The list's address with the view it was left in, or the plain list. */
export function listHref(path: string): string {
  try {
    return path + (sessionStorage.getItem(key(path)) ?? '');
  } catch {
    return path;
  }
}
