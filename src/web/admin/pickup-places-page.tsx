import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  cutoffText,
  openingHoursLines,
  type PickupPlace,
  placeAddress,
} from '../../domain/pickup-place';
import {
  createPickupPlace,
  fetchPickupPlaces,
  fulfilmentKeys,
  savePickupPlace,
} from '../api/admin-fulfilment';
import { ApiError } from '../api/client';
import { AuditTrail } from './audit-trail';
import {
  PickupPlaceFormFields,
  type PlaceFormValues,
  placeFormValues,
  placePayload,
} from './pickup-place-form';
import { QueryState } from './query-state';
import { fieldRefusedBy } from './refused-field';
import { SaveProblem } from './save-problem';

type Editing = { place: PickupPlace | null; generation: number } | null;

/** /admin/abholorte — the farm shop and the market stalls where customers collect orders. */
export function PickupPlacesPage() {
  const queryClient = useQueryClient();
  const places = useQuery({ queryKey: fulfilmentKeys.places, queryFn: fetchPickupPlaces });
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: ({ place, values }: { place: PickupPlace | null; values: PlaceFormValues }) => {
      const input = placePayload(values);
      return place ? savePickupPlace(place.id, place.version, input) : createPickupPlace(input);
    },
    onSuccess: async (stored) => {
      setEditing(null);
      setSaved(stored.name);
      await queryClient.invalidateQueries({ queryKey: fulfilmentKeys.places });
    },
  });
  const stale = save.error instanceof ApiError && save.error.code === 'VERSION_CONFLICT';
  const reload = async () => {
    save.reset();
    const fresh = await queryClient.fetchQuery({
      queryKey: fulfilmentKeys.places,
      queryFn: fetchPickupPlaces,
    });
    setEditing((current) =>
      current
        ? {
            place: fresh.find((place) => place.id === current.place?.id) ?? null,
            generation: current.generation + 1,
          }
        : null,
    );
  };
  const open = (place: PickupPlace | null) => {
    save.reset();
    setSaved(null);
    setEditing({ place, generation: 0 });
  };

  return (
    <>
      <title>Abholorte – Verwaltung – Hofladen</title>
      <h1 className="h2 mb-2">Abholorte</h1>
      <p className="text-body-secondary">
        Hier holen Kundinnen und Kunden ihre Bestellung ab: im Hofladen oder an einem Marktstand.
        Sie wählen einen der nächsten Tage, an denen der Ort geöffnet ist, solange der
        Bestellschluss nicht vorbei ist.
      </p>
      <div aria-live="polite">
        {saved && <p className="alert alert-success py-2">Gespeichert: {saved}.</p>}
      </div>
      <QueryState query={places} loading="Abholorte werden geladen…" />
      {editing ? (
        <section className="staff-tile staff-narrow mb-4" aria-labelledby="abholort-formular">
          <h2 id="abholort-formular" className="h5">
            {editing.place ? `${editing.place.name} bearbeiten` : 'Neuer Abholort'}
          </h2>
          <SaveProblem stale={stale} error={save.error} onReload={reload} />
          <PickupPlaceFormFields
            key={`${editing.place?.id ?? 'neu'}:${editing.place?.version ?? 0}:${editing.generation}`}
            initial={placeFormValues(editing.place)}
            busy={save.isPending}
            onSave={async (values) => {
              const refused = await fieldRefusedBy(
                save.mutateAsync({ place: editing.place, values }),
              );
              return refused && { ...refused, field: refused.field.replace(/^place\./, '') };
            }}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : (
        places.data && (
          <button type="button" className="btn btn-primary mb-4" onClick={() => open(null)}>
            Neuen Abholort anlegen
          </button>
        )
      )}
      {places.data && places.data.length === 0 && (
        <p className="text-body-secondary">
          Noch kein Abholort: Kundinnen und Kunden sehen nur den Versand.
        </p>
      )}
      {places.data && places.data.length > 0 && (
        <ul className="staff-tiles mb-4">
          {places.data.map((place) => (
            <li key={place.id}>
              <section className="staff-tile" aria-labelledby={`abholort-${place.id}`}>
                <div className="d-flex justify-content-between align-items-start gap-2">
                  <h2 id={`abholort-${place.id}`} className="h5">
                    {place.name}
                  </h2>
                  <span
                    className={`badge ${place.active ? 'text-bg-success' : 'text-bg-secondary'}`}
                  >
                    {place.active ? 'Aktiv' : 'Inaktiv'}
                  </span>
                </div>
                <p className="small text-body-secondary mb-2">{placeAddress(place)}</p>
                <ul className="list-unstyled small mb-2">
                  {openingHoursLines(place.openingHours).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <p className="small mb-3">{cutoffText(place.cutoff)}</p>
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  aria-label={`${place.name} bearbeiten`}
                  onClick={() => open(place)}
                >
                  Bearbeiten
                </button>
              </section>
            </li>
          ))}
        </ul>
      )}
      {editing?.place && (
        <AuditTrail
          entity="pickup_place"
          id={String(editing.place.id)}
          version={editing.place.version}
          fieldLabels={{
            name: 'Name',
            street: 'Straße',
            postalCode: 'Postleitzahl',
            town: 'Ort',
            description: 'Beschreibung',
            openingHours: 'Öffnungszeiten',
            cutoff: 'Bestellschluss',
            closedDays: 'Schließtage',
            active: 'Aktiv',
          }}
        />
      )}
    </>
  );
}
