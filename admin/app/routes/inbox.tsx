import { Form, Link, useLoaderData, useNavigation, type LoaderFunctionArgs } from "react-router";
import { LEAD_STATES } from "../../../server/leads/store/store-contract";
import { countsQuery, readFilters } from "../filters.server";
import { FORM_NAMES, STATE_LABELS } from "../labels";
import { summary } from "../leads.server";
import { EXPORT_LEADS, SignInAgain } from "../components/sign-in-again";
import { adminContext, recentSignIn, requirePerson } from "../session.server";

const PAGE_SIZE = 25;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requirePerson(request, context);
  const c = adminContext(context);
  const url = new URL(request.url);
  const f = readFilters(url);
  const query = countsQuery(f);
  const now = new Date(c.auth.now());
  const isNew = f.tab === "new";
  // New is the work to do: soonest due first; the other tabs are records, newest first.
  const [page, counts, overdue] = await Promise.all([
    c.inbox.inboxPage({
      ...query,
      state: f.tab,
      before: f.before,
      limit: PAGE_SIZE,
      order: isNew ? "due" : "received",
      overdueAt: isNew && f.due === "overdue" ? now : undefined,
    }),
    c.inbox.inboxCounts(query),
    isNew ? c.inbox.inboxCounts({ ...query, overdueAt: now }) : undefined,
  ]);
  const leads = page.leads.map((l) => summary(l, now.getTime()));
  return {
    filters: f,
    counts,
    overdue: overdue?.new ?? 0,
    leads,
    next: page.next,
    fresh: recentSignIn(context, signedIn),
  };
}

/** The query string of these filters, with some changed. */
const withParams = (
  f: Record<string, string | undefined>,
  change: Record<string, string | undefined>,
) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...f, ...change })) if (v) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : "";
};

export default function InboxList() {
  const { filters, counts, overdue, leads, next, fresh } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "loading";
  const base = { q: filters.q, form: filters.form, from: filters.from, to: filters.to };
  const onlyOverdue = filters.tab === "new" && filters.due === "overdue";
  const tabParam = filters.tab === "new" ? undefined : filters.tab;
  const paged = { ...base, tab: tabParam, due: filters.due };
  const exportQuery = (format: string) => withParams({ ...base, tab: filters.tab }, { format });
  return (
    <main id="main" className="admin-page" aria-busy={busy}>
      <title>{`${STATE_LABELS[filters.tab]} leads | Inbox`}</title>
      <h1>Inbox</h1>
      <nav aria-label="Lead states" className="admin-tabs">
        {LEAD_STATES.map((tab) => (
          <Link
            key={tab}
            to={`/${withParams(base, { tab: tab === "new" ? undefined : tab })}`}
            aria-current={tab === filters.tab ? "page" : undefined}
          >
            {STATE_LABELS[tab]} <span className="admin-count">{counts[tab]}</span>
          </Link>
        ))}
      </nav>
      {filters.tab === "new" ? (
        <nav aria-label="Due" className="admin-tabs admin-subtabs">
          <Link to={`/${withParams(base, {})}`} aria-current={onlyOverdue ? undefined : "page"}>
            All new <span className="admin-count">{counts.new}</span>
          </Link>
          <Link
            to={`/${withParams(base, { due: "overdue" })}`}
            aria-current={onlyOverdue ? "page" : undefined}
          >
            Overdue <span className="admin-count">{overdue}</span>
          </Link>
        </nav>
      ) : null}
      <Form method="get" action="/" className="admin-filters" aria-label="Search and filter">
        {filters.tab !== "new" ? <input type="hidden" name="tab" value={filters.tab} /> : null}
        {onlyOverdue ? <input type="hidden" name="due" value="overdue" /> : null}
        <div>
          <label htmlFor="q">Search</label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            placeholder="Name, e-mail, phone or message"
          />
        </div>
        <div>
          <label htmlFor="form">Form</label>
          <select id="form" name="form" defaultValue={filters.form ?? ""}>
            <option value="">Every form</option>
            {Object.entries(FORM_NAMES).map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="from">From</label>
          <input id="from" name="from" type="date" defaultValue={filters.from ?? ""} />
        </div>
        <div>
          <label htmlFor="to">To</label>
          <input id="to" name="to" type="date" defaultValue={filters.to ?? ""} />
        </div>
        <div className="admin-filter-actions">
          <button type="submit" className="admin-btn admin-btn-primary">
            Search
          </button>
          {fresh ? (
            <>
              <a className="admin-btn" href={`/admin/export${exportQuery("csv")}`}>
                Export CSV
              </a>
              <a className="admin-btn" href={`/admin/export${exportQuery("json")}`}>
                Export JSON
              </a>
            </>
          ) : null}
        </div>
      </Form>
      {fresh ? null : (
        <SignInAgain
          what={EXPORT_LEADS}
          next={`/admin${withParams({ ...base, tab: tabParam }, {})}`}
        />
      )}
      {leads.length === 0 ? (
        <p className="admin-empty">
          No {onlyOverdue ? "overdue" : STATE_LABELS[filters.tab].toLowerCase()} leads
          {filters.q || filters.form || filters.from || filters.to ? " match these filters" : ""}.
        </p>
      ) : (
        <ol className="admin-list">
          {leads.map((lead) => (
            <li key={lead.id}>
              <Link to={`/leads/${lead.id}`} className="admin-lead">
                <span className="admin-lead-name">{lead.name}</span>
                <span className="admin-lead-about">{lead.about || lead.email}</span>
                <span className="admin-lead-meta">
                  {lead.form} · <time dateTime={lead.receivedAt}>{lead.received}</time>
                  {filters.tab === "held" || filters.tab === "spam" ? ` · score ${lead.score}` : ""}
                </span>
                {lead.due ? (
                  <span className={`admin-due${lead.due.overdue ? " admin-due-late" : ""}`}>
                    {lead.due.text[0]!.toUpperCase() + lead.due.text.slice(1)}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Pages" className="admin-paging">
        {filters.before ? (
          <Link to={`/${withParams(paged, {})}`}>
            {filters.tab === "new" ? "Soonest due" : "Newest"}
          </Link>
        ) : null}
        {next ? (
          <Link to={`/${withParams(paged, { before: next })}`}>
            {filters.tab === "new" ? "Later due" : "Older leads"}
          </Link>
        ) : null}
      </nav>
    </main>
  );
}
