// The router's error screens: 'Loading chunk failed' when a route module cannot
// be fetched (a deploy replaced it, or the network dropped), and the spec's
// 'Unexpected Application Error!' for anything else (spec §2, §8).
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Page } from '../../components/ui/page';

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
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    return (
      <Page title="Loading chunk failed">
        <div role="alert">
          <h1>Loading chunk failed</h1>
          <p className="page__lead">Part of the site could not be downloaded. Check your connection, then reload the page.</p>
        </div>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </Page>
    );
  }
  console.error(error);
  return (
    <Page title="Unexpected Application Error!">
      <div role="alert">
        <h1>Unexpected Application Error!</h1>
        <p className="page__lead">{describe(error)}</p>
      </div>
      <a className="button" href="/store">
        Back to the store
      </a>
    </Page>
  );
}
