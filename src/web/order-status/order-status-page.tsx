import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { namesNothing } from '../api/client';
import { fetchOrderStatus, orderStatusQuery } from '../api/order-status';
import { PageLoading } from '../layout/page-loading';
import { ProblemPage } from '../layout/problem-page';
import { RetryButton } from '../ui/retry-button';
import { OrderStatusView } from './order-status-view';
import '../styles/_checkout.scss';
import './order-status.scss';

// 404 for a token no paid order has, 400 for one that cannot be a token: both "no such order"

/** /bestellung/:token — docs/shop/after-the-sale.md#status-page. */
export function OrderStatusPage() {
  const { token = '' } = useParams();
  const status = useQuery({
    queryKey: orderStatusQuery.key(token),
    queryFn: () => fetchOrderStatus(token),
    retry: (failures, error) => !namesNothing(error) && failures < 1,
    retryOnMount: false,
  });

  if (status.isPending) return <PageLoading />;
  if (status.isError) {
    if (namesNothing(status.error))
      return (
        <ProblemPage
          status={404}
          title="Diese Bestellung finden wir nicht"
          message="Zu diesem Link gibt es keine Bestellung. Bitte prüfe, ob du ihn vollständig aus der E-Mail übernommen hast."
        />
      );
    return (
      <section className="container order-status-page text-center">
        <h1 className="h2">Der Stand deiner Bestellung konnte nicht geladen werden.</h1>
        <p className="lead text-body-secondary" role="alert">
          {status.error.message}
        </p>
        <RetryButton
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
          className="btn btn-primary btn-lg"
        />
      </section>
    );
  }
  return <OrderStatusView order={status.data} />;
}
