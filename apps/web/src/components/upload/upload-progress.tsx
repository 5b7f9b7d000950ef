import { formatFileSize } from '../../lib/format.ts';

/** A real progress bar: role=progressbar with the percentage in aria-valuenow. */
export function UploadProgress({ sent, total }: { sent: number; total: number }) {
  const percent = total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
  return (
    <div className="upload-progress">
      <div
        className="upload-progress-track"
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${formatFileSize(sent)} of ${formatFileSize(total)}`}
      >
        <div className="upload-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="upload-progress-label" aria-hidden="true">
        {percent}% · {formatFileSize(sent)} of {formatFileSize(total)}
      </p>
    </div>
  );
}
