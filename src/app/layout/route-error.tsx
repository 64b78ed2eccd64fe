// The router's error screens: 'Loading chunk failed' when a route module cannot
// be fetched (a deploy replaced it, or the network dropped), and the spec's
// 'Unexpected Application Error!' for anything else (spec §2, §8).
//
// The outer boundary (the root layout itself failed) is outside the layout's
// LocaleProvider, so the screen puts itself in the language of the path.
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { LocaleProvider, localeOfPath, localizePath, m, useLocale } from '../../i18n';

const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function RouteError() {
  const { pathname } = useLocation();
  return (
    <LocaleProvider locale={localeOfPath(pathname)}>
      <ErrorScreen />
    </LocaleProvider>
  );
}

function ErrorScreen() {
  const error = useRouteError();
  const locale = useLocale();
  if (isChunkLoadError(error)) {
    return (
      <Page title={m.shell_error_chunk_title()}>
        <div role="alert">
          <h1>{m.shell_error_chunk_title()}</h1>
          <p className="page__lead">{m.shell_error_chunk_lead()}</p>
        </div>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {m.shell_error_reload()}
        </button>
      </Page>
    );
  }
  console.error(error);
  return (
    <Page title={m.shell_error_unexpected_title()}>
      <div role="alert">
        <h1>{m.shell_error_unexpected_title()}</h1>
        <p className="page__lead">{describe(error)}</p>
      </div>
      {/* A full load, not a router link: the app may be in no state to navigate. */}
      <a className="button" href={localizePath(paths.store, locale)}>
        {m.shell_error_back_to_store()}
      </a>
    </Page>
  );
}
