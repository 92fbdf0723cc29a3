import i18next from 'i18next';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { isChunkLoadError, reloadForChunkError } from '../../lib/chunk-reload';
import { useReportLoadFailure } from '../../lib/loading-bar';
import { usePageTitle } from '../../lib/page-title';
import { pathTo } from '../../routes';

interface ErrorPageProps {
  status: number;
  message?: string | undefined;
}

/** The error page (spec point 8): 404 with a way home, otherwise the message and the status. */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const heading = notFound ? t('errorPage.notFound') : message || t('errorPage.defaultMessage');
  usePageTitle(heading);
  return (
    <div className="container py-5 text-center">
      <p className="display-3 fw-bold text-primary mb-2">{status}</p>
      <h1 className="h3 mb-4">{heading}</h1>
      <Link className="btn btn-primary" to={pathTo('index')}>
        {t('errorPage.backHome')}
      </Link>
    </div>
  );
}

/** When the error page itself fails, this plain fallback still offers a way home. */
class ErrorPageFallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container py-5 text-center">
        <p>{i18next.t('errorPage.fallback')}</p>
        <a href={pathTo('index')}>{i18next.t('errorPage.backHome')}</a>
      </div>
    );
  }
}

/** Status and message of a route error; a crash's own text is technical, so members see "Error". */
function statusOf(error: unknown): { status: number; message?: string } {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  return { status: 500 };
}

/**
 * What a route's error boundary (lib/route-error-boundary.tsx) shows: a deploy that removed old code reloads once;
 * anything else shows the error page.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { status, message } = statusOf(error);
  useReportLoadFailure(status !== 404);
  if (isChunkLoadError(error) && reloadForChunkError()) return null;
  return (
    <ErrorPageFallback>
      <ErrorPage status={status} message={status === 404 ? undefined : message} />
    </ErrorPageFallback>
  );
}
