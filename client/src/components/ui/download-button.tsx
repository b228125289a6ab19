import { Button, type ButtonProps } from '@chakra-ui/react';
import { FiDownload } from 'react-icons/fi';

interface DownloadButtonProps extends ButtonProps {
  /** The file the server serves (by the session's cookie, so a plain link downloads it). */
  href: string;
}

/** A link that downloads a file, shown as a button with the download icon before its text. */
export function DownloadButton({ href, children, ...button }: DownloadButtonProps) {
  return (
    <Button asChild {...button}>
      <a href={href} download>
        <FiDownload aria-hidden />
        {children}
      </a>
    </Button>
  );
}
