import type { SidebarGroup } from '../../../src/shared/page-protocol.js';
import type { ApiSummary } from '../../../src/shared/site-model.js';
import { useNavigate } from './routing.js';

/** The API chosen last on a page that belongs to none (the landing, a guide); kept outside React so it survives navigation. */
let chosen: ApiSummary | undefined;

/**
 * The API of a site of several that the reader is in: the one whose groups
 * hold the current route's group, else the one chosen last, else the first.
 */
export function currentApi(apis: ApiSummary[], groups: SidebarGroup[], pathname: string): ApiSummary | undefined {
  const group = groups.find((g) => pathname === g.route || pathname.startsWith(`${g.route}/`));
  const own = group && apis.find((api) => api.groups.includes(group.id));
  if (own) chosen = own;
  return own ?? chosen ?? apis[0];
}

/** The groups the sidebar shows: those of `api`, and those of no API (written in Markdown). */
export function shownGroups(apis: ApiSummary[], groups: SidebarGroup[], api: ApiSummary | undefined): SidebarGroup[] {
  if (!api) return groups;
  const other = new Set(apis.filter((a) => a !== api).flatMap((a) => a.groups));
  return groups.filter((g) => !other.has(g.id));
}

/**
 * The route in `target` (another version of the reader's API) of what the
 * reader is on: the same operation (anchor) where that version has it, else
 * the group of the same title, else its first group.
 */
function counterpart(target: ApiSummary, groups: SidebarGroup[], pathname: string, anchor: string | null): string {
  const own = groups.filter((g) => target.groups.includes(g.id));
  const withAnchor = anchor === null ? undefined : own.find((g) => g.entries.some((e) => e.anchor === anchor));
  if (withAnchor) return `${withAnchor.route}?scroll=${encodeURIComponent(anchor!)}`;
  const title = groups.find((g) => g.route === pathname)?.title;
  return (own.find((g) => g.title === title) ?? own[0])?.route ?? '/';
}

/**
 * The switcher of a site of several APIs, at the top of the sidebar: a
 * select of the APIs, and of the versions of the current one when it has
 * several. Choosing a version stays on the same operation where it exists.
 */
export function ApiSwitcher({
  apis,
  groups,
  current,
  pathname,
  anchor,
  onNavigate,
}: {
  apis: ApiSummary[];
  groups: SidebarGroup[];
  current: ApiSummary;
  pathname: string;
  anchor: string | null;
  onNavigate: () => void;
}) {
  const navigate = useNavigate();
  const ids = apis.filter((api, i) => apis.findIndex((a) => a.id === api.id) === i);
  const versions = apis.filter((api) => api.id === current.id && api.version !== null);
  const go = (to: string) => {
    navigate(to);
    onNavigate();
  };
  return (
    <div className="api-switch">
      {ids.length > 1 && (
        <div className="api-switch-field">
          <label htmlFor="api-switch-api">API</label>
          <select
            id="api-switch-api"
            value={current.id}
            onChange={(e) => {
              const target = apis.find((a) => a.id === e.target.value);
              const first = groups.find((g) => g.id === target?.groups[0]);
              if (target && first) go(first.route);
            }}
          >
            {ids.map((api) => (
              <option key={api.id} value={api.id}>
                {api.title}
              </option>
            ))}
          </select>
        </div>
      )}
      {versions.length > 1 && (
        <div className="api-switch-field">
          <label htmlFor="api-switch-version">Version</label>
          <select
            id="api-switch-version"
            value={current.version ?? ''}
            onChange={(e) => {
              const target = versions.find((v) => v.version === e.target.value);
              if (target) go(counterpart(target, groups, pathname, anchor));
            }}
          >
            {versions.map((v) => (
              <option key={v.version} value={v.version!}>
                {v.version}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
