/** The cover at a fixed 3:4, so nothing shifts while it loads. */
export function BookCover({
  src,
  alt,
  className = '',
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  return (
    <div className={`aspect-[3/4] overflow-hidden bg-base-200 ${className}`}>
      <img
        src={src}
        alt={alt}
        width={300}
        height={400}
        loading="lazy"
        className="size-full object-cover"
      />
    </div>
  );
}
