import type { ReactNode } from 'react';
import { useObjectUrl } from '@/lib/use-object-url';

export type ChosenImagesProps = {
  /** The images chosen and not sent yet, in the order they were chosen. */
  files: File[];
  /** Called with the files left once one is taken out. */
  onFilesChange: (files: File[]) => void;
  /** The feature's look of one item (`<li>`). */
  itemClassName: string;
  /** The look of the file's name, shown until the image can be drawn. */
  nameClassName?: string;
  /** The text alternative of the image numbered `number` (from 1). */
  alt: (number: number) => string;
  /** The button that takes the image numbered `number` out, calling `remove`. */
  renderRemove: (number: number, remove: () => void) => ReactNode;
};

function ChosenImage({
  file,
  number,
  onRemove,
  itemClassName,
  nameClassName,
  alt,
  renderRemove,
}: { file: File; number: number; onRemove: () => void } & Omit<ChosenImagesProps, 'files' | 'onFilesChange'>) {
  const url = useObjectUrl(file);
  return (
    <li className={itemClassName}>
      {url ? <img src={url} alt={alt(number)} /> : <span className={nameClassName}>{file.name}</span>}
      {renderRemove(number, onRemove)}
    </li>
  );
}

/**
 * The list items of images chosen in a file input and not sent yet: each drawn from the file itself
 * (its name until then) with a button that takes it back out. The caller holds the `<ul>`, so stored
 * images can stand in the same list.
 */
export function ChosenImages({ files, onFilesChange, ...look }: ChosenImagesProps) {
  return (
    <>
      {files.map((file, index) => (
        <ChosenImage
          key={`${file.name}-${file.size}-${index}`}
          file={file}
          number={index + 1}
          onRemove={() => onFilesChange(files.filter((_, other) => other !== index))}
          {...look}
        />
      ))}
    </>
  );
}
