import { Camera, ImagePlus } from 'lucide-react';
import { useEffect, useId, useMemo, type ChangeEvent } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PARTS } from '../../shared/i18n/en/parts';
import { texts } from '../i18n';
import { formatNumber } from '../i18n/format';

const t = texts(PARTS);

/**
 * Every kind of picture: a phone then offers its camera beside the gallery, and the server says
 * which it cannot read (a narrower list makes some Android phones hide the camera).
 */
export const PHOTO_ACCEPT = 'image/*';

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
          accept={PHOTO_ACCEPT}
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
  label = t('common.photo'),
  required = true,
}: {
  control: Control<T>;
  name: Path<T>;
  progress: number | null;
  label?: string;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhotoField
          label={label}
          required={required}
          file={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          progress={progress}
        />
      )}
    />
  );
}

/** A label drawn as a button, its file input inside it, out of sight but in the tab order. */
const pickerClass = (disabled: boolean, extra = '') =>
  `btn relative min-h-11 grow whitespace-nowrap sm:grow-0 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ${
    disabled ? 'btn-disabled' : ''
  } ${extra}`;

/**
 * Picks photos: 'Choose photos' opens the gallery (several at once, in the order tapped), and on a
 * touch screen 'Take a photo' opens the back camera straight away (a desktop, which has no such
 * camera, would only show the same file chooser twice).
 */
export function PhotoPicker({
  id,
  chooseLabel,
  takeLabel,
  disabled = false,
  invalid = false,
  describedBy,
  onFiles,
}: {
  /** The gallery chooser's id. */
  id?: string;
  chooseLabel: string;
  takeLabel: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onFiles: (files: File[]) => void;
}) {
  const input = {
    type: 'file',
    accept: PHOTO_ACCEPT,
    disabled,
    className: 'sr-only',
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onFiles([...(event.target.files ?? [])]);
      // The same photo can be picked again after it was removed.
      event.target.value = '';
    },
  } as const;
  return (
    <div className="flex flex-wrap gap-2">
      <label className={pickerClass(disabled, invalid ? 'btn-error btn-outline' : 'btn-primary')}>
        <ImagePlus className="size-5" aria-hidden="true" />
        {chooseLabel}
        <input {...input} id={id} multiple />
      </label>
      <label className={pickerClass(disabled, 'btn-outline hidden pointer-coarse:inline-flex')}>
        <Camera className="size-5" aria-hidden="true" />
        {takeLabel}
        <input {...input} capture="environment" />
      </label>
    </div>
  );
}
