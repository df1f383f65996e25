/**
 * The sidebar's side of the page protocol: a group of the site index as the
 * landing page and the sidebar need it, its entries, and the endpoints of
 * other groups it lists too. Re-exported by `./page-protocol.ts`; nothing
 * here may import Node or browser APIs.
 */
import type { HttpMethod } from './site-model.js';

/** A sidebar entry: one endpoint of a group. */
export interface SidebarEntry {
  /** Anchor id; the entry links to `#<route>?scroll=<anchor>`. */
  anchor: string;
  title: string;
  method: HttpMethod;
}

/** An endpoint of another group that a group lists too: its entry and its card link to `#<route>?scroll=<anchor>`. */
export interface SidebarLink extends SidebarEntry {
  /** The route of the group whose page has its card. */
  route: string;
  /** That group's title. */
  group: string;
  path: string;
}

/** A sidebar group as the landing page and sidebar need it (no endpoint bodies). */
export interface SidebarGroup {
  id: string;
  title: string;
  /** Plain text, or ''. */
  description: string;
  route: string;
  /** The id of the group it is nested in (`Group.parent`); absent at the top level. */
  parent?: string;
  open: boolean;
  entries: SidebarEntry[];
  /** Endpoints of other groups it lists too, after its entries (`Group.links`). */
  links: SidebarLink[];
  /** Relative URL of the script that delivers this group's `GroupPage` (`./page-protocol.ts`). */
  asset: string;
}
