import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { placeCount, placeGrammar } from '../../domain/course';
import { paths } from '../../domain/routes';
import type { WaitlistEntryView } from '../../domain/waitlist-schema';
import { namesNothing } from '../api/client';
import { confirmWaitlistEntry, leaveWaitlist, waitlistEntryQuery } from '../api/waitlist';
import { cartActions } from '../cart/cart-store';
import { PageLoading } from '../layout/page-loading';
import { ProblemPage } from '../layout/problem-page';
import { PageLink } from '../ui/page-link';
import { berlinTimeText, CourseDateFacts } from './course-date-facts';

function StateText({ entry }: { entry: WaitlistEntryView }) {
  switch (entry.status) {
    case 'unconfirmed':
      return <p>Bitte bestätige deine E-Mail-Adresse: Erst dann stehst du auf der Warteliste.</p>;
    case 'waiting':
      return (
        <p>
          Du stehst auf der Warteliste, an <strong>Stelle {entry.position}</strong>, für{' '}
          {placeCount(entry.places)}. Wird etwas frei, schreiben wir dir.
        </p>
      );
    case 'offered':
      return (
        <p>
          <strong>
            {placeCount(entry.places)} {placeGrammar(entry.places).verb} für dich reserviert
          </strong>{' '}
          – bis {berlinTimeText(entry.offerExpiresAt ?? '')}. Leg die Buchung in den Warenkorb und
          bezahle, bevor die Zeit abläuft.
        </p>
      );
    case 'booked':
      return (
        <p>
          Du hast {entry.places === 1 ? 'den angebotenen Platz' : 'die angebotenen Plätze'} gebucht.
          Viel Freude beim Kurs!
        </p>
      );
    case 'expired':
      return <p>Das Angebot ist abgelaufen und ging an die nächste Person auf der Warteliste.</p>;
    case 'date-cancelled':
      return (
        <p>
          Dieser Termin ist abgesagt, seine Warteliste ist geschlossen. Auf der{' '}
          <PageLink to={paths.product(entry.date.productId)}>Kursseite</PageLink> findest du die
          anderen Termine.
        </p>
      );
    default:
      return <p>Du stehst nicht mehr auf der Warteliste.</p>;
  }
}

/** /warteliste/:token — docs/shop/courses.md#waitlist: the personal link of an entry. */
export function WaitlistEntryPage() {
  const { token = '' } = useParams();
  const client = useQueryClient();
  const navigate = useNavigate();
  const entry = useQuery({
    queryKey: waitlistEntryQuery.key(token),
    queryFn: () => waitlistEntryQuery.load(token),
    retry: false,
    // a page rendered as "no such entry" stays so instead of asking again while hydrating
    retryOnMount: false,
  });
  const update = (view: WaitlistEntryView) =>
    client.setQueryData(waitlistEntryQuery.key(token), view);
  const confirm = useMutation({ mutationFn: () => confirmWaitlistEntry(token), onSuccess: update });
  const leave = useMutation({ mutationFn: () => leaveWaitlist(token), onSuccess: update });

  if (entry.isPending) return <PageLoading />;
  if (entry.isError)
    return namesNothing(entry.error) ? (
      <ProblemPage
        status={404}
        title="Diesen Eintrag finden wir nicht"
        message="Zu diesem Link gibt es keinen Eintrag auf einer Warteliste. Bitte prüfe, ob du ihn vollständig aus der E-Mail übernommen hast."
      />
    ) : (
      <section className="container py-4">
        <p role="alert">{entry.error.message}</p>
      </section>
    );
  const view = entry.data;
  const active = ['unconfirmed', 'waiting', 'offered'].includes(view.status);
  const book = () => {
    cartActions.add({
      itemId: view.date.productId,
      quantity: view.places,
      course: {
        firstName: view.firstName,
        lastName: view.lastName,
        email: view.email,
        phone: view.phone,
        courseDateId: view.date.courseDateId,
        offer: token,
      },
    });
    void navigate(paths.cart);
  };
  const problem = confirm.error ?? leave.error;
  return (
    <section className="container py-4" style={{ maxWidth: '40rem' }}>
      <title>Deine Warteliste – Hofladen</title>
      <h1 className="h2 mb-3">Deine Warteliste</h1>
      <CourseDateFacts date={view.date} />
      <div aria-live="polite">
        <StateText entry={view} />
      </div>
      {problem && (
        <p className="text-danger" role="alert">
          {problem.message}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2 mt-3">
        {view.status === 'unconfirmed' && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate()}
          >
            E-Mail-Adresse bestätigen
          </button>
        )}
        {view.status === 'offered' && (
          <button type="button" className="btn btn-primary" onClick={book}>
            In den Warenkorb und bezahlen
          </button>
        )}
        {active && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={leave.isPending}
            onClick={() => leave.mutate()}
          >
            Von der Warteliste abmelden
          </button>
        )}
      </div>
    </section>
  );
}
