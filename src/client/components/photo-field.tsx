import { useEffect, useId, useMemo } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PARTS } from '../../shared/i18n/en/parts';
import { texts } from '../i18n';
import { formatNumber } from '../i18n/format';

const t = texts(PARTS);

type Props = {
  label: string;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  error?: string | undefined;
  /** Upload progress in percent while the photo is being sent. */
  progress?: number | null;
  required?: boolean;
};

/** A photo chooser with a preview, its error underneath and a progress bar while uploading. */
export function PhotoField({ label, file, onChange, error, progress, required }: Props) {
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return (
    <div className="fieldset py-0">
      <label htmlFor={id} className="fieldset-legend pb-1 text-sm">
        {label}
        {required && (
          <span className="text-error" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="flex items-center gap-3">
        {preview && (
          <img src={preview} alt="" className="size-14 shrink-0 rounded-full object-cover" />
        )}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className={`file-input w-full ${error ? 'file-input-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.files?.[0])}
        />
      </div>
      {progress != null && (
        <progress
          className="progress progress-primary mt-2 w-full"
          value={progress}
          max={100}
          aria-label={t('common.uploading')}
        >
          {formatNumber(progress)}%
        </progress>
      )}
      <p
        id={`${id}-error`}
        className="min-h-5 text-sm text-error"
        role={error ? 'alert' : undefined}
      >
        {error}
      </p>
    </div>
  );
}

/** A form's required photo, bound to react-hook-form, with its upload progress. */
export function FormPhotoField<T extends FieldValues>({
  control,
  name,
  progress,
}: {
  control: Control<T>;
  name: Path<T>;
  progress: number | null;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhotoField
          label={t('common.photo')}
          required
          file={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          progress={progress}
        />
      )}
    />
  );
}
