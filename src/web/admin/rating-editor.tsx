import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type ModeratedRating, RatingUpdate } from '../../domain/ratings-schema';
import { ratingKeys, updateRating } from '../api/admin';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';
import { TextField } from '../ui/text-field';
import { reasonOf } from './query-state';

/** Staff correct a rating's title, place, comment or stars; the schema is the API's. */
export function RatingEditor({ rating, onDone }: { rating: ModeratedRating; onDone: () => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    defaultValues: {
      title: rating.title ?? '',
      ort: rating.ort ?? '',
      comment: rating.comment ?? '',
      rate: rating.rate,
    },
    resolver: zodResolver(RatingUpdate),
  });
  const save = useMutation({
    mutationFn: (changes: RatingUpdate) => updateRating(rating.id, changes),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ratingKeys.all });
      onDone();
    },
  });
  const id = (field: string) => `bewertung-${rating.id}-${field}`;

  return (
    <form noValidate onSubmit={handleSubmit((changes) => save.mutate(changes))} className="mb-0">
      <div className="row g-2 mb-2 align-items-start">
        <TextField
          id={id('titel')}
          label="Titel"
          error={errors.title?.message}
          className="col-sm-6"
          {...register('title')}
        />
        <TextField
          id={id('ort')}
          label="Ort"
          error={errors.ort?.message}
          className="col-sm-4"
          {...register('ort')}
        />
        <SelectField
          id={id('sterne')}
          label="Sterne"
          error={errors.rate?.message}
          className="col-sm-2"
          {...register('rate', { valueAsNumber: true })}
        >
          {[1, 2, 3, 4, 5].map((stars) => (
            <option key={stars} value={stars}>
              {stars}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        id={id('kommentar')}
        label="Kommentar"
        rows={3}
        error={errors.comment?.message}
        className="mb-2"
        {...register('comment')}
      />
      {save.isError && (
        <p className="text-danger" role="alert">
          {reasonOf(save.error)}
        </p>
      )}
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          Speichern
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
